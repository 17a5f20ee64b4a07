/** Returns true on iPhone and iPad (iPadOS reports itself as a Mac with touch). */
export function isAppleMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** Copies through a selected, read-only text field: the method iOS Safari honours inside a tap. */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.opacity = '0';
  field.style.fontSize = '16px'; // below 16 px iOS would zoom the page
  document.body.appendChild(field);
  const range = document.createRange();
  range.selectNodeContents(field);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  field.setSelectionRange(0, text.length);
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  selection?.removeAllRanges();
  field.remove();
  return copied;
}

/**
 * Copies text to the clipboard (SPEC §4: a different method on iPhone and iPad). Resolves to
 * whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (isAppleMobile()) return copyWithSelection(text);
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}
