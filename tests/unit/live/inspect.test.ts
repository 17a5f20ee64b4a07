import { describe, expect, it } from 'vitest';
import { findingFix, roleOfColor } from '../../../src/core/live/findingFix.ts';
import { inspectNodes, nodeSelectors, readComputedColor } from '../../../src/core/live/inspect.ts';
import type { LiveNode } from '../../../src/core/live/protocol.ts';
import { contrastRatio } from '../../../src/core/contrast/wcag.ts';

/** A node: parent, tag, own text length, colour, background and the rest as given. */
function node(parent: number, tag: string, text: number, color: string, background = 'rgba(0, 0, 0, 0)', more: Partial<Record<'id' | 'type' | 'opacity' | 'size' | 'weight', string>> & { image?: 0 | 1; shown?: 0 | 1; box?: [number, number, number, number] } = {}): LiveNode {
  const [x, y, w, h] = more.box ?? [0, 0, 200, 20];
  return [parent, tag, more.id ?? '', more.type ?? '', text, color, background, more.image ?? 0, more.opacity ?? '1', more.size ?? '16px', more.weight ?? '400', more.shown ?? 1, x, y, w, h];
}

const page = (...body: LiveNode[]): LiveNode[] => [node(-1, 'html', 0, 'rgb(0, 0, 0)'), node(0, 'head', 0, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', { shown: 0 }), node(0, 'body', 0, 'rgb(0, 0, 0)', 'rgb(255, 255, 255)'), ...body];

describe('the live page’s contrast inspector', () => {
  it('reads computed colours as browsers write them', () => {
    expect(readComputedColor('rgb(255, 0, 0)')).toEqual([1, 0, 0, 1]);
    expect(readComputedColor('rgba(0, 0, 255, 0.5)')).toEqual([0, 0, 1, 0.5]);
    expect(readComputedColor('oklch(0.628 0.2577 29.23 / 0.25)')?.[3]).toBe(0.25);
    // A wide colour counts as its sRGB fallback: Display P3 red is mapped into sRGB, as opaque.
    const p3 = readComputedColor('color(display-p3 1 0 0)')!;
    expect(p3[3]).toBe(1);
    expect(Math.round(p3[0] * 255)).toBe(255);
    expect(readComputedColor('bogus')).toBeNull();
  });

  it('fails grey text as axe-core does, and passes dark text', () => {
    const { checked, findings } = inspectNodes(page(node(2, 'p', 10, 'rgb(153, 153, 153)'), node(2, 'p', 10, 'rgb(51, 51, 51)')));
    expect(checked).toBe(2);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ index: 3, fg: '#999999', bg: '#ffffff', wcag: false, needed: 4.5, large: false, selector: 'body > p:nth-child(1)' });
    expect(findings[0].ratio).toBeCloseTo(contrastRatio('#999999', '#ffffff'), 6);
  });

  it('judges large text against 3:1 with axe-core’s point rounding', () => {
    const grey = 'rgb(130, 130, 130)'; // 3.9:1 on white
    const findings = (...sizes: [string, string][]) => inspectNodes(page(...sizes.map(([size, weight]) => node(2, 'p', 9, grey, undefined, { size, weight })))).findings.filter((f) => !f.wcag);
    expect(findings(['24px', '400'])).toHaveLength(0);
    expect(findings(['23.9px', '400'])).toHaveLength(1);
    expect(findings(['18.67px', '700'])).toHaveLength(0);
    expect(findings(['18.5px', '700'])).toHaveLength(1);
  });

  it('composites translucent backgrounds and text, and ancestors’ opacity, over the white canvas', () => {
    // 50% black on white is #808080 (127.5); the text in a group of opacity 0.5 is half its colour over white.
    const { findings } = inspectNodes(
      page(
        node(2, 'div', 0, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0.5)'),
        node(3, 'p', 8, 'rgb(128, 128, 128)'),
        node(2, 'div', 0, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', { opacity: '0.5' }),
        node(5, 'p', 8, 'rgb(0, 0, 0)'),
      ),
    );
    expect(findings.map((f) => [f.index, f.fg, f.bg])).toEqual([
      [4, '#808080', '#808080'],
      [6, '#808080', '#ffffff'],
    ]);
  });

  it('leaves out hidden, disabled, screen-reader-only and off-page text, and checks text fields', () => {
    const grey = 'rgb(170, 170, 170)';
    const nodes = page(
      node(2, 'p', 5, grey, undefined, { shown: 0 }),
      node(2, 'button', 0, grey, undefined, { shown: 0 }),
      node(4, 'span', 4, grey),
      node(2, 'span', 4, grey, undefined, { box: [0, 0, 1, 1] }),
      node(2, 'p', 4, grey, undefined, { box: [-10000, 0, 200, 20] }),
      node(2, 'input', 0, grey, undefined, { type: 'checkbox' }),
      node(2, 'input', 0, grey, undefined, { type: 'email' }),
      node(2, 'p', 4, grey, undefined, { opacity: '0' }),
    );
    expect(inspectNodes(nodes).findings.map((f) => f.tag)).toEqual(['input']);
  });

  it('leaves text on a background image, and a failing single character, to the eye', () => {
    const { findings } = inspectNodes(
      page(
        node(2, 'div', 0, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', { image: 1 }),
        node(3, 'p', 6, 'rgb(0, 0, 0)'),
        node(2, 'div', 0, 'rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)', { image: 1 }),
        node(5, 'p', 6, 'rgb(0, 0, 0)', 'rgb(255, 255, 255)'),
        node(2, 'span', 1, 'rgb(200, 200, 200)'),
      ),
    );
    expect(findings.map((f) => [f.index, f.review]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [4, 'backgroundImage'],
      [7, 'oneCharacter'],
    ]);
  });

  it('names each element by a unique id, else by its place', () => {
    const nodes = page(node(2, 'main', 0, 'x', 'x', { id: 'content' }), node(3, 'p', 0, 'x'), node(3, 'p', 0, 'x', 'x', { id: 'a b' }), node(2, 'p', 0, 'x', 'x', { id: 'twice' }), node(2, 'p', 0, 'x', 'x', { id: 'twice' }));
    expect(nodeSelectors(nodes).slice(3)).toEqual(['#content', '#content > p:nth-child(1)', '[id="a b"]', 'body > p:nth-child(2)', 'body > p:nth-child(3)']);
  });

  it('fixes a failing text in the theme role that paints it', () => {
    const roles = { primary: '#8a8a8a', surface: '#ffffff' };
    expect(roleOfColor('#8b8a8a', roles)).toBe('primary');
    expect(roleOfColor('#8d8a8a', roles)).toBeNull();
    const [finding] = inspectNodes(page(node(2, 'p', 9, 'rgb(138, 138, 138)'))).findings;
    const fix = findingFix(finding, roles);
    expect(fix).toMatchObject({ role: 'primary', from: '#8a8a8a' });
    expect(contrastRatio(fix!.to, '#ffffff')).toBeGreaterThan(4.5);
    const onGround = findingFix({ ...finding, fg: '#555555', bg: '#bbbbbb' }, { surface: '#bbbbbb' });
    expect(onGround).toMatchObject({ role: 'surface', from: '#bbbbbb' });
    expect(contrastRatio('#555555', onGround!.to)).toBeGreaterThan(4.5);
    expect(findingFix({ ...finding, fg: '#123456', bg: '#654321' }, roles)).toBeNull();
  });
});
