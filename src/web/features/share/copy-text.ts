/**
 * Copies text to the clipboard. The Clipboard API needs a secure context and permission; where it
 * is missing or refused, a selected hidden textarea and execCommand('copy') still work in most
 * browsers. Resolves false when neither did, so the page can ask the reader to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      // Deprecated, yet the only synchronous fallback browsers still honour.
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
