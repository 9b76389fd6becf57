/** What several bench files need: a percentile of measured times, and a signed-in demo user. */

/** The p-th percentile of ascending `sorted` values by nearest rank (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Signs a demo account in through the JSON API; answers its session cookie ("name=value"). */
export async function demoLogin(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "autohaus-demo" }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
