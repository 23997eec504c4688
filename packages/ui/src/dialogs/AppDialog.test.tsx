import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { AppDialog, type AppDialogProps, appDialogMaxWidthsPx } from './AppDialog';

function renderDialog(props: Partial<AppDialogProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    withTessera(() => (
      <AppDialog open onOpenChange={onOpenChange} title="Nowy rekord" {...props}>
        Treść okna
      </AppDialog>
    )),
  );
  return { onOpenChange };
}

/** The CSS rules Griffel wrote for an element's classes, as text (jsdom does not apply media queries). */
function cssFor(element: Element): string[] {
  const classes = new Set(element.classList);
  const rules: string[] = [];
  const visit = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule) {
        const inner = Array.from(rule.cssRules)
          .filter((r) => r instanceof CSSStyleRule && matches(r.selectorText))
          .map((r) => r.cssText);
        if (inner.length) rules.push(`@media ${rule.conditionText} { ${inner.join(' ')} }`);
      } else if (rule instanceof CSSStyleRule && matches(rule.selectorText)) {
        rules.push(rule.cssText);
      }
    }
  };
  const matches = (selector: string) =>
    [...selector.matchAll(/\.([\w-]+)/g)].some(([, name]) => name && classes.has(name));
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return rules;
}

describe('AppDialog', () => {
  it('is a modal dialog named by its title, with its content and a Polish close button', async () => {
    const { onOpenChange } = renderDialog({ actions: <button type="button">Zapisz</button> });
    const dialog = await screen.findByRole('dialog', { name: 'Nowy rekord' });
    expect(dialog).toHaveTextContent('Treść okna');
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Escape asks to close', async () => {
    const { onOpenChange } = renderDialog();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('can leave out the close button', async () => {
    renderDialog({ hideCloseButton: true, actions: <button type="button">OK</button> });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
  });

  it('sizes: small, medium, large are 600, 960 and 1264 px wide at most', () => {
    expect(appDialogMaxWidthsPx).toEqual({ small: 600, medium: 960, large: 1264 });
  });

  it.each([
    ['small', 600],
    ['medium', 960],
    ['large', 1264],
  ] as const)('a %s dialog is at most %i px wide', async (size, width) => {
    renderDialog({ size });
    // Atomic rules (one declaration each) come after Fluent's reset rule (600 px) and win.
    const widths = cssFor(await screen.findByRole('dialog')).flatMap((rule) => {
      const match = /^\.[\w-]+ \{ max-width: (\d+)px; \}$/.exec(rule);
      return match ? [Number(match[1])] : [];
    });
    expect(widths).toEqual([width]);
  });

  it('fills the screen on viewports up to 600 px wide', async () => {
    renderDialog({ size: 'large' });
    const media = cssFor(await screen.findByRole('dialog')).filter((rule) =>
      rule.includes('max-width: 600px'),
    );
    expect(media.join('\n')).toMatch(/@media screen and \(max-width: 600px\).*max-width: 100vw/);
    expect(media.join('\n')).toMatch(/height: 100%/);
  });
});
