/**
 * The rich-text field: a plain HTML textarea on the server and without JavaScript; once the page runs,
 * the Tiptap editor, fetched as a chunk of its own (so neither the storefront nor the first paint of
 * the back office carries it).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { RichTextApi, RichTextLabels } from "../../ui/rich-text/rich-text-editor";

const RichTextEditor = lazy(() => import("../../ui/rich-text/rich-text-editor"));

export function RichTextField(props: {
  id: string;
  name: string;
  initialHtml: string;
  labelledBy: string;
  describedBy?: string;
  labels: RichTextLabels;
  invalid?: boolean;
  onChange: (html: string) => void;
  onReady?: (api: RichTextApi) => void;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const textarea = (
    <textarea
      id={props.id}
      name={props.name}
      defaultValue={props.initialHtml}
      rows={16}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      spellCheck
    />
  );
  if (!mounted) return textarea;
  return (
    <Suspense fallback={textarea}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
