import { Eye as LucideEye, LoaderCircle as LucideLoader, Phone as LucidePhone } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { type LucideIcon, shapesMarkup } from './draw';
import { Eye } from './eye';
import { LoaderCircle } from './loader-circle';
import { Phone } from './phone';
import { GenIcon } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaWhatsapp, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { BrandIcon } from './brand';
import { WhatsApp } from './brand-whatsapp';

describe('icons', () => {
  it('draw the same svg as lucide-react, shapes and all', () => {
    for (const [Ours, Theirs] of [
      [Eye, LucideEye],
      [Phone, LucidePhone],
      [LoaderCircle, LucideLoader],
    ] as const) {
      expect(renderToStaticMarkup(<Ours className="h-5 w-5" />)).toBe(renderToStaticMarkup(<Theirs className="h-5 w-5" />));
      expect(renderToStaticMarkup(<Ours aria-label="Call" role="img" />)).toBe(renderToStaticMarkup(<Theirs aria-label="Call" role="img" />));
      expect(renderToStaticMarkup(<Ours size={16} strokeWidth={1.5} />)).toBe(renderToStaticMarkup(<Theirs size={16} strokeWidth={1.5} />));
    }
  });

  it('every icon module draws the Lucide icon of its file name', async () => {
    const modules = readdirSync(__dirname).filter((file) => /^[a-z0-9-]+\.ts$/.test(file));
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) {
      const kebab = file.replace(/\.ts$/, '');
      const exported = Object.entries(await import(`./${kebab}`)) as [string, LucideIcon][];
      expect(exported, file).toHaveLength(1);
      const [[name, Icon]] = exported;
      expect(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-z])([0-9])/g, '$1-$2').toLowerCase(), file).toBe(kebab);
      const html = renderToStaticMarkup(<Icon />);
      expect(html, name).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><(path|circle|rect|line|polyline|polygon|ellipse) /);
      expect(html, name).toMatch(new RegExp(`class="lucide[^"]* lucide-${kebab}[ "]`));
    }
  });

  it("draw react-icons' brand marks as react-icons does, shapes and all, in one string", () => {
    for (const Icon of [FaFacebookF, FaInstagram, FaYoutube, FaXTwitter, FaWhatsapp, FaLinkedinIn]) {
      const ours = renderToStaticMarkup(<BrandIcon icon={Icon} aria-hidden="true" className="h-4 w-4" />);
      expect(ours, Icon.name).toBe(renderToStaticMarkup(<Icon aria-hidden="true" className="h-4 w-4" />));
      expect(ours, Icon.name).toMatch(/^<svg [^>]*viewBox="0 0 \d+ 512"[^>]*><path d="M/);
    }
    expect(renderToStaticMarkup(<WhatsApp aria-hidden="true" className="h-5 w-5" />)).toBe(renderToStaticMarkup(<FaWhatsapp aria-hidden="true" className="h-5 w-5" />));
    const element = BrandIcon({ icon: FaWhatsapp, className: 'h-5 w-5' });
    expect(Object.keys(element.props)).toContain('dangerouslySetInnerHTML');
    expect(element.props.children).toBeUndefined();
  });

  it('write a mark\'s React attribute names as SVG\'s, nested shapes too, as React does', () => {
    // None of the six marks has a camelCase attribute today; a mark that does (Font Awesome's
    // duotone and some other sets use fillRule and clipRule) must come out as react-icons draws it.
    const Mark = GenIcon({
      tag: 'svg',
      attr: { viewBox: '0 0 24 24' },
      child: [
        { tag: 'g', attr: { strokeLinecap: 'round', fillOpacity: '0.5' }, child: [{ tag: 'path', attr: { fillRule: 'evenodd', clipRule: 'evenodd', d: 'M1 1h22v22H1z' }, child: [] }] },
        { tag: 'circle', attr: { cx: '12', cy: '12', r: '4', strokeWidth: '2' }, child: [] },
      ],
    });
    const ours = renderToStaticMarkup(<BrandIcon icon={Mark} aria-hidden="true" />);
    expect(ours).toBe(renderToStaticMarkup(<Mark aria-hidden="true" />));
    expect(ours).toContain('<g stroke-linecap="round" fill-opacity="0.5"><path fill-rule="evenodd" clip-rule="evenodd" d="M1 1h22v22H1z"></path></g><circle cx="12" cy="12" r="4" stroke-width="2"></circle>');
    expect(ours).toContain('viewBox="0 0 24 24"');
  });

  it('write nested shapes and escape attribute values', () => {
    expect(shapesMarkup([['g', { key: 'k', fill: 'a"b' }, [['path', { d: 'M1 1' }]]]])).toBe('<g fill="a&quot;b"><path d="M1 1"></path></g>');
  });
});
