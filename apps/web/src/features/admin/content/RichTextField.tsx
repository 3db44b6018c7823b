import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

/** How many of its own recent values the editor recognises as echoes (a fast typist's lead). */
const ECHOES_KEPT = 32;

const extensions = [
  StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, strike: false }),
  Link.configure({ openOnClick: false }),
];

/**
 * The rich-text editor of a content page: headings, bold and italic, lists and links, which is
 * what the server's sanitiser keeps. The HTML it produces is only a proposal: the server
 * sanitises it on save and answers what it stored.
 */
export function RichTextField({
  label,
  html,
  onChange,
}: {
  label: string;
  html: string;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  // What the editor itself reported lately: the page hands these back (an echo), perhaps a few keys
  // late; any other value comes from outside.
  const emitted = useRef<string[]>([html]);
  const [initialHtml] = useState(html);
  // The editor's options stay the same objects from render to render: a changed option makes it
  // redraw its selection from its own state, which under Preact (effects run after the next
  // paint) can land between a key the browser has handled and the editor reading it, and put
  // the cursor back.
  const editorProps = useMemo(
    // The editable area is a multi-line text box named by the field's label.
    () => ({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } }),
    [labelId],
  );
  const editor = useEditor({
    // Mantine's controls show their active state from the editor; tiptap 3 re-renders only when asked.
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    extensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const next = e.getHTML();
      emitted.current = [...emitted.current.slice(-(ECHOES_KEPT - 1)), next];
      onChange(next);
    },
  });

  // A different page (or the stored version after a save) replaces the text without an update event.
  // The editor's own echo is not one: effects may run after more typing (Preact runs them after the
  // next paint, not before the next key), and putting back an older echo would undo that typing.
  useEffect(() => {
    if (!editor || emitted.current.includes(html)) return;
    emitted.current = [html];
    if (html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </div>
  );
}
