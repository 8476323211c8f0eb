/** The attribute on <html> that holds back the parts marked `paint-later` (app/globals.css). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** The attribute on a `paint-later` part once it has been let go (two parts a frame after the first paint). */
export const DRAWN_ATTRIBUTE = 'data-drawn';
/** How many `paint-later` parts each frame after the first paint lets go, from the top. */
export const PARTS_PER_FRAME = 2;

/**
 * Inline in <head>, before the body is parsed: the first paint lays out the first screen only.
 *
 * It sets `data-first-paint` on <html>, and while it is there the parts of a page marked
 * `paint-later` (a page's sections well down, the footer's link grid) get `content-visibility:
 * auto`: the browser skips their style and layout unless they are on or near the screen. Once the
 * browser reports the first contentful paint it lets the parts go two a frame, from the top
 * (`data-drawn`), then takes the attribute off: from then on the page is as it would be without
 * it (no stand-in heights when scrolling, nothing skipped for find in page, a screen reader or a
 * test). Not all of them at once: that made one long task right after the paint (/about/: a
 * 101-235 ms task at 4x CPU, Lighthouse TBT 38 -> 97-323 ms). Not one a frame either: each frame
 * restyles and commits the whole page again, and the home pages' nine parts made nine such
 * tasks, each just over the 50 ms line at 4x (27 Nov, 8 interleaved Lighthouse runs a page, TBT
 * medians one -> two a frame: / 154-209 -> 60-104 ms, /hi/ 216-273 -> 138-165, the Hindi Cataract
 * page 110-151 -> 45-80, /about/ 133 -> 73; three a frame measured about the same as two, and
 * two keeps each task shorter; docs/first-paint.md). Chromium parses
 * HTML in 10 ms slices and paints after a slice, so without it the first paint waited for the
 * style and layout of everything the first slices had parsed: most of the page, its footer
 * included.
 *
 * Only where the browser reports paints (PerformanceObserver "paint") and the page is visible: a
 * hidden page (a background tab, a prerender) paints nothing, so it is laid out whole as before.
 * Only for a plain visit to an address without a `#part`: the browser scrolls to a named part, or
 * back to where a reloaded or revisited page was, by the page's geometry, and with stand-in
 * heights above it that place would be wrong once the parts are drawn (a link to a treatment's
 * FAQ landed 500 px off).
 * Nothing else takes the attribute off: `load` can come before the first paint (it did in
 * headless Chromium, 201 against 256 ms on /hi/), and a browser that reports paints reports the
 * first contentful one. Without scripts nothing is set, and nothing is skipped.
 */
export const firstPaintScript = `(function(){var d=document,h=d.documentElement,a='${FIRST_PAINT_ATTRIBUTE}';function done(){h.removeAttribute(a)}try{var P=self.PerformanceObserver,n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0||d.visibilityState!=='visible'||location.hash||(n&&n.type!=='navigate'))return;var next=function(){requestAnimationFrame(function(){var q=d.querySelectorAll('.paint-later:not([${DRAWN_ATTRIBUTE}])'),i;if(!q.length)return done();for(i=0;i<${PARTS_PER_FRAME}&&i<q.length;i++)q[i].setAttribute('${DRAWN_ATTRIBUTE}','');next()})};var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}});o.observe({type:'paint',buffered:true});h.setAttribute(a,'')}catch(e){done()}})();`;
