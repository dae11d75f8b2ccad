import Foundation

/// A text that a page means to show but that a reader cannot see: it has no box, or every part
/// of its box is clipped away by an ancestor, or an ancestor hides it without a reason the page
/// chose (see `Browser.invisibleTexts`).
public struct InvisibleText: Sendable, CustomStringConvertible {
    /// The text, whitespace collapsed, cut to 60 characters.
    public var text: String
    /// Why it is not visible, naming the element responsible (`clipped by div.sculqnz49`).
    public var reason: String

    public var description: String { "\"\(text)\" (\(reason))" }
}

/// What a reader sees of a page at one width (see `Browser.readerView`).
public struct ReaderView: Sendable {
    public var invisibleTexts: [InvisibleText]
    /// The document's scroll width: wider than the viewport means the page scrolls sideways.
    public var pageWidth: Int
    public var viewportWidth: Int
    /// The innermost elements reaching past the viewport's trailing edge, named with their boxes.
    public var overflowingElements: [String]
}

extension Browser {
    /// The texts of the page at `url` (a file URL) that a reader at `width` px cannot see.
    ///
    /// Every non-blank text node of the body counts, except what the page hides on purpose: the
    /// content of a closed `details` (its summary counts), of a closed `dialog` or popover, a state
    /// island's variants of the states it is not in, text
    /// made for assistive technology only (a 1 px clipped box, as `.k-sr` is), a `hidden()` view
    /// (`visibility: hidden`), scripts and SVG titles, and subtrees that a `display: none` rule
    /// inside a container or media query removes (the layout chosen for this width: a collapsed
    /// split-view column, a compact table's other columns, chart labels that would collide). A
    /// `display: none` from anywhere else is reported. A counted text is visible when one of its
    /// line boxes keeps at least 1 x 1 px after intersecting the clip of every ancestor that clips
    /// it: `overflow` other than visible (the padding box; a scrolling axis clips only its start
    /// edge, as the rest can be scrolled to, and a scroll area with no room shows nothing),
    /// `clip-path` (its border box), and the page's own start edges. Ancestors an absolutely or
    /// fixed positioned box escapes, and top-layer dialogs and popovers, are skipped as CSS does.
    public func invisibleTexts(page url: URL, width: Int, height: Int = 800) throws -> [InvisibleText] {
        let value = try evaluate(page: url, width: width, height: height, script: Self.invisibleTextScript)
        guard let list = value as? [[String: Any]] else {
            throw BrowserError("the visible-text script returned \(String(describing: value)) instead of a list")
        }
        return list.map { InvisibleText(text: $0["text"] as? String ?? "", reason: $0["reason"] as? String ?? "") }
    }

    /// What a reader at `width` px sees of the page at `url`, from one load: the texts they cannot
    /// see (as `invisibleTexts`) and how far the page is wider than the window.
    public func readerView(page url: URL, width: Int, height: Int = 800, dark: Bool = false) throws -> ReaderView {
        let script = "var texts = (function () {\n" + Self.invisibleTextScript + "\n})();\n" + Self.overflowScript
        let value = try evaluate(page: url, width: width, height: height, dark: dark, script: script)
        guard let result = value as? [String: Any], let texts = result["texts"] as? [[String: Any]],
              let pageWidth = result["pageWidth"] as? Int, let viewportWidth = result["viewportWidth"] as? Int else {
            throw BrowserError("the reader-view script returned \(String(describing: value))")
        }
        return ReaderView(
            invisibleTexts: texts.map { InvisibleText(text: $0["text"] as? String ?? "", reason: $0["reason"] as? String ?? "") },
            pageWidth: pageWidth, viewportWidth: viewportWidth,
            overflowingElements: result["overflowing"] as? [String] ?? [])
    }

    /// The page's scroll width against the viewport's, and the innermost elements that reach past
    /// the viewport's trailing edge outside any scroll area of their own (what makes the page wide).
    private static let overflowScript = """
        var root = document.documentElement, viewport = root.clientWidth, overflowing = [];
        function scrolls(e) {
          for (var a = e.parentElement; a && a !== document.body; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible') return true;
          }
          return false;
        }
        function describe(e) {
          var label = e.localName, c = e.getAttribute('class');
          if (c) label += '.' + c.trim().split(/\\s+/).join('.');
          var r = e.getBoundingClientRect();
          return label + ' ' + Math.round(r.left) + '…' + Math.round(r.right) + ' px';
        }
        var all = document.body.querySelectorAll('*');
        for (var i = 0; i < all.length && overflowing.length < 3; i++) {
          var e = all[i], r = e.getBoundingClientRect();
          if (r.width === 0 || r.right <= viewport + 0.5 || scrolls(e)) continue;
          var inner = false;
          for (var c = e.firstElementChild; c; c = c.nextElementSibling) {
            if (c.getBoundingClientRect().right > viewport + 0.5) { inner = true; break; }
          }
          if (!inner) overflowing.push(describe(e));
        }
        return {texts: texts, pageWidth: root.scrollWidth, viewportWidth: viewport, overflowing: overflowing};
        """

    private static let invisibleTextScript = """
        var styles = new Map(), hiddenMemo = new Map(), clipMemo = new Map(), found = [];
        function css(e) { var s = styles.get(e); if (!s) { s = getComputedStyle(e); styles.set(e, s); } return s; }
        // A text shortened for the report by whole characters: cut inside an emoji's surrogate pair,
        // WebKit's driver cannot parse the result, and the finding is lost in its error.
        function shortened(text) { var chars = Array.from(text); return chars.length > 60 ? chars.slice(0, 59).join('') + '…' : text; }
        function name(e) {
          var label = e.localName, c = e.getAttribute('class'), id = e.getAttribute('data-testid');
          if (c) label += '.' + c.trim().split(/\\s+/).join('.');
          if (id) label += '[data-testid=' + id + ']';
          return label;
        }

        // Selectors of display:none rules that apply only under a container or media query: the
        // layout the page chose for this width.
        var conditional = [];
        function collect(rules, conditioned) {
          for (var i = 0; i < rules.length; i++) {
            var rule = rules[i];
            if (rule.selectorText !== undefined && rule.style && conditioned
                && rule.style.getPropertyValue('display') === 'none') conditional.push(rule.selectorText);
            if (rule.cssRules) collect(rule.cssRules, conditioned || rule.conditionText !== undefined);
          }
        }
        for (var s = 0; s < document.styleSheets.length; s++) {
          var rules;
          try { rules = document.styleSheets[s].cssRules; } catch (err) {
            throw new Error('cannot read the rules of ' + document.styleSheets[s].href + ': ' + err);
          }
          collect(rules, false);
        }
        function chosenLayout(e) {
          for (var i = 0; i < conditional.length; i++) {
            try { if (e.matches(conditional[i])) return true; } catch (err) {}
          }
          return false;
        }

        var skipped = {script: 1, style: 1, template: 1, noscript: 1};
        var svgUnrendered = {title: 1, desc: 1, metadata: 1, defs: 1};
        // true: hidden on purpose; a string: hidden for no reason the page chose; false: shown.
        function hidden(e) {
          if (!e || e === document.body) return false;
          if (hiddenMemo.has(e)) return hiddenMemo.get(e);
          var result = ownHidden(e);
          if (result === false) result = hidden(e.parentElement);
          hiddenMemo.set(e, result);
          return result;
        }
        function ownHidden(e) {
          if (skipped[e.localName]) return true;
          if (e instanceof SVGElement && svgUnrendered[e.localName]) return true;
          var parent = e.parentElement;
          if (parent && parent.localName === 'details' && !parent.open
              && e !== parent.querySelector(':scope > summary')) return true;
          if (e.localName === 'dialog' && !e.open) return true;
          // A state island shows the variants of its current state; the others wait for a tap.
          if (e.classList.contains('k-v') && css(e).display === 'none') return true;
          if (e.hasAttribute('popover') && !e.matches(':popover-open')) return true;
          var cs = css(e);
          if (cs.display === 'none') {
            if (e.hidden || chosenLayout(e)) return true;
            return 'display:none on ' + name(e);
          }
          // A 1 px clipped box holds text for assistive technology only.
          if (cs.position === 'absolute' && (cs.overflowX !== 'visible' || cs.clipPath !== 'none')) {
            var r = e.getBoundingClientRect();
            if (r.width <= 1 && r.height <= 1) return true;
          }
          return false;
        }

        var whole = {l: -Infinity, t: -Infinity, r: Infinity, b: Infinity};
        function intersect(a, b) {
          return {l: Math.max(a.l, b.l), t: Math.max(a.t, b.t), r: Math.min(a.r, b.r), b: Math.min(a.b, b.b)};
        }
        // The page scrolls from its top-left corner: nothing before it can be scrolled to.
        var pageArea = {l: -window.scrollX, t: -window.scrollY, r: Infinity, b: Infinity};
        function inTopLayer(e) {
          try { return e.matches(':modal') || e.matches(':popover-open'); } catch (err) { return false; }
        }
        function containsFixed(cs) {
          return cs.transform !== 'none' || cs.filter !== 'none' || cs.perspective !== 'none'
            || /paint|layout|strict|content/.test(cs.contain);
        }
        // Where the content of e can be seen.
        function contentClip(e) {
          if (e === document.documentElement || e === document.body) return pageArea;
          if (clipMemo.has(e)) return clipMemo.get(e);
          var own = ownClip(e), result = intersect(own, boxClip(e)), cs = css(e);
          // What a scroll area holds past its end is reached by scrolling it, whatever clips the
          // page around it (a code block's long lines in a page's scroll view): only the part of
          // the area itself that shows must be seen.
          if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll') && own.r === Infinity && result.r - result.l >= 1) result.r = Infinity;
          if ((cs.overflowY === 'auto' || cs.overflowY === 'scroll') && own.b === Infinity && result.b - result.t >= 1) result.b = Infinity;
          clipMemo.set(e, result);
          return result;
        }
        // Where the box of e can be seen: its containing block's ancestors clip it.
        function boxClip(e) {
          if (inTopLayer(e)) return pageArea;
          var position = css(e).position, a = e.parentElement;
          if (position === 'fixed') {
            while (a && a !== document.body && !containsFixed(css(a))) a = a.parentElement;
            if (!a || a === document.body) return {l: 0, t: 0, r: window.innerWidth, b: window.innerHeight};
          } else if (position === 'absolute') {
            while (a && a !== document.body && css(a).position === 'static' && !containsFixed(css(a))) a = a.parentElement;
          }
          return a ? contentClip(a) : pageArea;
        }
        // The clip e applies to its own content.
        function ownClip(e) {
          var cs = css(e);
          if (cs.display === 'inline' || cs.display === 'contents') return whole;
          var clip = whole, border = e.getBoundingClientRect();
          var box = e instanceof SVGElement ? {l: border.left, t: border.top, r: border.right, b: border.bottom}
            : {l: border.left + e.clientLeft, t: border.top + e.clientTop,
               r: border.left + e.clientLeft + e.clientWidth, b: border.top + e.clientTop + e.clientHeight};
          function axis(overflow, start, end) {
            if (overflow === 'hidden' || overflow === 'clip') { clip[start] = box[start]; clip[end] = box[end]; }
            else if (overflow === 'auto' || overflow === 'scroll') {
              // What overflows the end can be scrolled to; a scroll area with no room shows nothing.
              clip[start] = box[start];
              if (box[end] - box[start] < 1) clip[end] = box[start];
            }
          }
          if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
            clip = {l: -Infinity, t: -Infinity, r: Infinity, b: Infinity};
            axis(cs.overflowX, 'l', 'r');
            axis(cs.overflowY, 't', 'b');
          }
          if (cs.clipPath !== 'none') {
            clip = intersect(clip, {l: border.left, t: border.top, r: border.right, b: border.bottom});
          }
          return clip;
        }
        function clipperOf(e, rect) {
          for (var a = e; a && a !== document.body; a = a.parentElement) {
            var c = ownClip(a);
            if (Math.min(rect.r, c.r) - Math.max(rect.l, c.l) < 1 || Math.min(rect.b, c.b) - Math.max(rect.t, c.t) < 1) return name(a);
          }
          return 'the start of the page';
        }

        // Text drawn in about its background's colour: a colour meant for the other appearance,
        // say. The background is the first opaque one behind the text, translucent ones blended
        // over it; behind an image, gradient or drawing it is not known and nothing is said.
        function rgba(value) {
          var m = /rgba?\\(([^)]+)\\)/.exec(value);
          if (!m) return null;
          var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(parseFloat);
          return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
        }
        function over(top, bottom) {
          var a = top[3];
          return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
        }
        function background(e) {
          var chain = [];
          for (var a = e; a; a = a.parentElement) chain.push(a);
          return painted(chain);
        }
        // The colour of `elements`, topmost first, painted over each other; null where one draws
        // an image, a gradient or a drawing (its colour is not known).
        function painted(elements) {
          var layers = [];
          for (var i = 0; i < elements.length; i++) {
            var a = elements[i], cs = css(a);
            if (cs.backgroundImage !== 'none' || /^(img|svg|canvas|video|picture|iframe)$/.test(a.localName)) return null;
            if (a instanceof SVGElement) return null;
            var c = rgba(cs.backgroundColor);
            if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
          }
          var colour = [255, 255, 255, 1];
          for (var j = layers.length - 1; j >= 0; j--) colour = over(layers[j], colour);
          return colour;
        }
        function luminance(c) {
          var l = c.slice(0, 3).map(function (v) { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
          return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
        }
        // Under 1.25:1 a text is as good as gone (white on a bright yellow, which SwiftUI also
        // draws in the dark appearance, is 1.4:1). A transparent colour is a redaction
        // placeholder's, whose bar stands for the text.
        function lowContrast(e, back) {
          var text = rgba(css(e).color);
          if (!back || !text || text[3] === 0) return null;
          var shown = over(text, back), a = luminance(shown), b = luminance(back);
          var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          return ratio < 1.25 ? 'its colour ' + css(e).color + ' on ' + 'rgb(' + back.slice(0, 3).map(Math.round).join(', ') + ') is ' + ratio.toFixed(2) + ':1' : null;
        }

        var suspects = [];
        var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), node;
        while ((node = walker.nextNode())) {
          var text = node.data.replace(/\\s+/g, ' ').trim();
          if (!text) continue;
          var owner = node.parentElement;
          var reason = hidden(owner);
          if (reason === true) continue;
          if (reason === false && css(owner).visibility !== 'visible') continue;  // hidden() keeps its space, unseen
          if (reason === false) {
            // A select or text area draws its own text; SVG text is measured by its element.
            var control = owner.closest('select, textarea');
            if (control) owner = control;
            var rects = [];
            if (control || owner instanceof SVGElement) {
              rects = [owner.getBoundingClientRect()];
            } else {
              var range = document.createRange();
              range.selectNodeContents(node);
              rects = Array.prototype.slice.call(range.getClientRects());
            }
            rects = rects.filter(function (r) { return r.width > 0 && r.height > 0; })
              .map(function (r) { return {l: r.left, t: r.top, r: r.right, b: r.bottom}; });
            if (!rects.length) {
              reason = 'no box';
            } else {
              var clip = contentClip(owner), seen = rects.some(function (r) {
                var v = intersect(r, clip);
                return v.r - v.l >= 1 && v.b - v.t >= 1;
              });
              if (seen) {
                // Its colour against its ancestors' backgrounds, checked again below against what
                // is really painted under it.
                if (!control && !(owner instanceof SVGElement) && lowContrast(owner, background(owner))) {
                  suspects.push({node: node, owner: owner, text: text});
                }
                continue;
              }
              reason = 'clipped by ' + clipperOf(owner, rects[0]);
            }
          }
          found.push({text: shortened(text), reason: reason});
        }
        // A suspect's real background: what is painted under the middle of its first line (a
        // shape or colour layered behind it, as a ZStack does, is no ancestor), seen from where
        // the page is scrolled to show it.
        for (var i = 0; i < suspects.length; i++) {
          var suspect = suspects[i], range = document.createRange();
          suspect.owner.scrollIntoView({block: 'center', inline: 'center'});
          range.selectNodeContents(suspect.node);
          var line = range.getClientRects()[0];
          if (!line) continue;
          var under = document.elementsFromPoint(line.left + line.width / 2, line.top + line.height / 2);
          var at = under.indexOf(suspect.owner);
          if (at < 0) continue;
          var back = painted(under.slice(at));
          var faint = back && lowContrast(suspect.owner, back);
          if (faint) found.push({text: shortened(suspect.text), reason: faint});
        }
        window.scrollTo(0, 0);
        return found;
        """
}
