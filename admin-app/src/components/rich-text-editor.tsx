// spec §2 Help Text Editor: the rich-text editor (Tiptap with its starter kit). This module is
// loaded lazily by the Help Text panel, so the editor only downloads when the panel opens.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';
import { ToggleButtonGroup } from '@parking/shared/ui';

export interface RichTextEditorProps {
  /** The HTML to start from; remount (key) the editor to load another topic. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

type Mark = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList';

const marks = [
  { value: 'bold', label: 'Bold' },
  { value: 'italic', label: 'Italic' },
  { value: 'heading', label: 'Heading' },
  { value: 'bulletList', label: 'Bullet list' },
  { value: 'orderedList', label: 'Numbered list' },
] as const;

const Surface = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  margin-top: ${({ theme }) => theme.space.sm};

  .tiptap {
    min-height: 240px;
    padding: ${({ theme }) => theme.space.md};
    outline: none;
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

function toggle(editor: Editor, mark: Mark) {
  const chain = editor.chain().focus();
  if (mark === 'bold') chain.toggleBold().run();
  else if (mark === 'italic') chain.toggleItalic().run();
  else if (mark === 'heading') chain.toggleHeading({ level: 3 }).run();
  else if (mark === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

export default function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? marks.map((m) => m.value).filter((m) => current.isActive(m === 'heading' ? 'heading' : m))
        : [],
  });

  return (
    <div>
      <ToggleButtonGroup
        label="Formatting"
        size="sm"
        options={marks}
        value={active ?? []}
        onChange={(mark) => editor && toggle(editor, mark)}
      />
      <Surface>
        <EditorContent editor={editor} />
      </Surface>
    </div>
  );
}
