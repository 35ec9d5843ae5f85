import type { FieldEdit } from './text-format';

/**
 * Makes `edit` in the textarea as typing would: through the browser's own editing command, so
 * that Ctrl/⌘+Z undoes it and an `input` event follows (the preview listens for it). Where the
 * browser refuses the command, setRangeText and an `input` event of our own: the text is right,
 * but undo skips the change.
 */
export function applyFieldEdit(field: HTMLTextAreaElement, edit: FieldEdit): void {
  field.focus();
  field.setSelectionRange(edit.start, edit.end);
  if (!document.execCommand('insertText', false, edit.text)) {
    console.warn('FormatToolbar: insertText refused; the change is made without undo history.');
    field.setRangeText(edit.text, edit.start, edit.end);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  field.setSelectionRange(...edit.select);
}
