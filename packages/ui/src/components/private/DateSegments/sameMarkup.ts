/**
 * Story helper: an element's markup with React's generated ids numbered in order of appearance and
 * attributes sorted, so a stand-in can be compared with what React Aria draws. React Aria's own
 * bookkeeping (data-rac, its press marker, the page-wide "Selected Date" description and the hidden
 * native input it keeps for autofill) is left out: it is not drawn, and the stand-in has no need of it.
 */
export function comparableMarkup(root: Element): string {
  const ids = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]')) ids.set(element.id, `id${ids.size + 1}`);
  const idRefs = (value: string) =>
    value
      .split(' ')
      .filter((token) => ids.has(token))
      .map((token) => ids.get(token))
      .join(' ');
  const skipped = new Set(['data-rac', 'data-react-aria-pressable']);
  const draw = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element) || node.getAttribute('data-testid') === 'hidden-dateinput-container') return '';
    const attributes = [...node.attributes]
      .filter((attribute) => !skipped.has(attribute.name) && !(attribute.name === 'class' && attribute.value === ''))
      .map((attribute) => {
        const value = ['id', 'aria-labelledby', 'aria-describedby'].includes(attribute.name)
          ? idRefs(attribute.value)
          : attribute.value;
        return value === '' && attribute.name.startsWith('aria-') ? '' : `${attribute.name}=${JSON.stringify(value)}`;
      })
      .filter(Boolean)
      .sort();
    return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(draw).join('')}</${node.localName}>`;
  };
  return [...root.childNodes].map(draw).filter(Boolean).join('\n');
}
