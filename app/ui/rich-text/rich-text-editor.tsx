/**
 * The CMS rich-text editor (Tiptap 3). Loaded lazily and only in the back office (see
 * lazy-rich-text.tsx): the storefront never ships it. The HTML goes to the form in a hidden input; the
 * server sanitizes it on save and again when it serves it.
 */
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState } from "react";
import styles from "./rich-text.module.css";

export type RichTextApi = { insertImage: (src: string, alt: string) => void };

export type RichTextLabels = {
  toolbar: string;
  bold: string;
  italic: string;
  h2: string;
  h3: string;
  paragraph: string;
  bullet: string;
  ordered: string;
  link: string;
  linkPrompt: string;
  undo: string;
  redo: string;
};

export default function RichTextEditor({
  id,
  name,
  initialHtml,
  labelledBy,
  describedBy,
  labels,
  onChange,
  onReady,
}: {
  id: string;
  name: string;
  initialHtml: string;
  labelledBy: string;
  describedBy?: string;
  labels: RichTextLabels;
  onChange: (html: string) => void;
  onReady?: (api: RichTextApi) => void;
}) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"], autolink: true },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = e.getHTML();
      setHtml(next);
      onChange(next);
    },
  });
  useEffect(() => {
    if (!editor || !onReady) return;
    onReady({
      insertImage: (src, alt) => editor.chain().focus().setImage({ src, alt }).run(),
    });
  }, [editor, onReady]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            link: e.isActive("link"),
          }
        : null,
  });
  const button = (label: string, text: string, run: () => void, pressed?: boolean) => (
    <button
      type="button"
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onClick={run}
      disabled={!editor}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
  const chain = () => editor!.chain().focus();
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar} role="toolbar" aria-label={labels.toolbar} aria-controls={id}>
        {button(labels.paragraph, "¶", () => chain().setParagraph().run())}
        {button(labels.h2, "H2", () => chain().toggleHeading({ level: 2 }).run(), active?.h2)}
        {button(labels.h3, "H3", () => chain().toggleHeading({ level: 3 }).run(), active?.h3)}
        {button(labels.bold, "B", () => chain().toggleBold().run(), active?.bold)}
        {button(labels.italic, "I", () => chain().toggleItalic().run(), active?.italic)}
        {button(labels.bullet, "•", () => chain().toggleBulletList().run(), active?.bullet)}
        {button(labels.ordered, "1.", () => chain().toggleOrderedList().run(), active?.ordered)}
        {button(
          labels.link,
          "Link",
          () => {
            const previous = editor?.getAttributes("link").href ?? "";
            const href = window.prompt(labels.linkPrompt, previous);
            if (href === null) return;
            if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
            else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
          },
          active?.link,
        )}
        {button(labels.undo, "↶", () => chain().undo().run())}
        {button(labels.redo, "↷", () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} className={`prose ${styles.content}`} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
