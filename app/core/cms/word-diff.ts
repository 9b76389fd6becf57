/**
 * A word diff of two texts (versions of a CMS page), pure: the longest common subsequence of their
 * words, as runs of kept, removed and added words. Inputs are capped so a diff stays cheap.
 */
export type DiffPart = { op: "same" | "add" | "del"; text: string };

const MAX_WORDS = 2_000;

/** The visible text of HTML: tags become spaces, entities of the sanitizer's output are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/gi, " [$1] ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const b = after.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  // Common prefix and suffix first: most edits touch a small part of a page.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  // lcs[i][j]: length of the LCS of midA[i..] and midB[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const words: { op: DiffPart["op"]; word: string }[] = a
    .slice(0, start)
    .map((word) => ({ op: "same", word }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && midA[i] === midB[j]) {
      words.push({ op: "same", word: midA[i]! });
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      words.push({ op: "add", word: midB[j++]! });
    } else {
      words.push({ op: "del", word: midA[i++]! });
    }
  }
  words.push(...a.slice(endA).map((word) => ({ op: "same" as const, word })));
  const parts: DiffPart[] = [];
  for (const w of words) {
    const last = parts[parts.length - 1];
    if (last?.op === w.op) last.text += ` ${w.word}`;
    else parts.push({ op: w.op, text: w.word });
  }
  return parts;
}
