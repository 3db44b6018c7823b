import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

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
  const editor = useEditor({
    // Mantine's controls show their active state from the editor; tiptap 3 re-renders only when asked.
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, strike: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: html,
    editorProps: {
      // The editable area is a multi-line text box named by the field's label.
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // A different page (or the stored version after a save) replaces the text without an update event.
  useEffect(() => {
    if (editor && html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
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
