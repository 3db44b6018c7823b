import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo, useRef, useState } from 'react';

const extensions = [
  StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, strike: false }),
  Link.configure({ openOnClick: false }),
];

/**
 * The rich-text editor of a content page: headings, bold and italic, lists and links, which is
 * what the server's sanitiser keeps. The HTML it produces is only a proposal: the server
 * sanitises it on save and answers what it stored.
 *
 * The editor owns its text: `html` is read once, when the field mounts, and the page gives the
 * field a new `key` when the text must come from outside (another page, the stored version after
 * a save). Feeding each keystroke's HTML back in would make the editor redraw its selection from
 * an older value whenever the page renders a key late, and put the cursor back.
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
  const { t } = useLingui();
  // The toolbar's names for screen readers and tooltips, in the language shown (the controls used here).
  const labels = {
    h2ControlLabel: t`Heading 2`,
    h3ControlLabel: t`Heading 3`,
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    clearFormattingControlLabel: t`Clear formatting`,
    bulletListControlLabel: t`Bullet list`,
    orderedListControlLabel: t`Ordered list`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    undoControlLabel: t`Undo`,
    redoControlLabel: t`Redo`,
    linkEditorInputLabel: t`Enter URL`,
    linkEditorExternalLink: t`Open link in a new tab`,
    linkEditorInternalLink: t`Open link in the same tab`,
    linkEditorSave: t`Save`,
  };
  const [initialHtml] = useState(html);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // The options stay the same objects from render to render, so the editor never resets itself.
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
    onUpdate: ({ editor: e }) => latestOnChange.current(e.getHTML()),
  });

  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} labels={labels}>
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
