import KilnTree

/// The scripts a page carries. Kiln's pages have none by default; a view asks for one
/// (`searchFiltering(.asYouType)`, a `ShareLink`) and the page then ends with one small inline
/// script, each part once. Each part improves what already works without it: the page is whole
/// and every control harmless when scripts do not run. The build says which page carries what.
final class PageScripts {
    enum Part: CaseIterable {
        /// Hides the rows (`li`, a table body's `tr`) of a filtering search's view (the `<search>`'s
        /// column) that do not hold the typed text.
        case searchFilter
        /// Shows the site's pages that best match a site-searching field's words as the reader
        /// types, from the index beside the search page (fetched once, from the site itself); on
        /// the search page, for the words the form brought (`?q=`).
        case siteSearch
        /// Opens the platform's share sheet (`navigator.share`) from a share link, where the browser has one.
        case shareSheet
        /// Opens and closes a sheet, cover, alert or confirmation dialog from its buttons, and closes a
        /// sheet on a click beside it, in a browser without `commandfor` or `closedby` (Safari 26);
        /// the others do it themselves and skip it.
        case dialogCommands
        /// Places an opened popover or menu under its button where it fits on the screen, else
        /// above, in a browser without anchored container queries: WebKit chooses between the
        /// two as if the page were not scrolled, and flips a popover off the top of the screen.
        case popoverPlacement
        /// Lets a state island's controls (visually hidden, for assistive technology and the
        /// keyboard) switch states as their labels do on a click, and keeps focus on the control
        /// that was used, which the next state draws anew.
        case stateControls

        var source: String {
            switch self {
            case .searchFilter:
                #"for(let s of document.querySelectorAll("search[data-filter]")){let f=s.querySelector("input"),c=s.parentNode;f.addEventListener("input",()=>{let q=f.value.trim().toLowerCase();for(let r of c.querySelectorAll("li,tbody tr"))if(!r.querySelector("li,tr"))r.style.display=!q||r.textContent.toLowerCase().includes(q)?"":"none"})}"#
            case .siteSearch:
                // Every word must match: a title counts most, a heading next, then the text.
                #"for(let s of document.querySelectorAll("search[data-index]")){let f=s.querySelector("input"),u=new URL(s.dataset.index,location),r=document.createElement("ol"),d,q0=new URLSearchParams(location.search).get("q"),"#
                    + #"run=async()=>{let q=f.value.trim().toLowerCase().split(/\s+/).filter(w=>w),h=[];r.replaceChildren();if(!q.length)return;d=d||fetch(u).then(x=>x.json());"#
                    + #"for(let e of await d){let t=e.t.toLowerCase(),g=(e.h||"").toLowerCase(),x=((e.d||"")+" "+e.x).toLowerCase(),n=0;for(let w of q){let m=t.includes(w)?10:g.includes(w)?4:x.includes(w)?1:0;if(!m){n=0;break}n+=m}if(n)h.push([n,e])}"#
                    + #"h.sort((a,b)=>b[0]-a[0]);for(let[,e]of h.slice(0,8)){let l=document.createElement("li"),a=document.createElement("a");a.href=new URL(e.u,u).href;a.textContent=e.t;l.append(a);if(e.d){let p=document.createElement("p");p.textContent=e.d;l.append(p)}r.append(l)}"#
                    + #"if(!h.length){let l=document.createElement("li");l.textContent="No results";r.append(l)}};"#
                    + #"r.className="k-search-results";r.setAttribute("aria-live","polite");s.append(r);f.addEventListener("input",run);if(q0&&!f.value){f.value=q0;run()}}"#
            case .shareSheet:
                #"if(navigator.share)for(let a of document.querySelectorAll("a[data-share]"))a.addEventListener("click",e=>{e.preventDefault();navigator.share(JSON.parse(a.dataset.share)).catch(()=>{})})"#
            case .dialogCommands:
                #"if(!("commandForElement"in HTMLButtonElement.prototype))addEventListener("click",e=>{let b=e.target.closest("button[commandfor]"),d=b&&document.getElementById(b.getAttribute("commandfor"));if(!d||!d.showModal)return;e.preventDefault();b.getAttribute("command")=="close"?d.close():d.open||d.showModal()});"#
                    + #"if(!("closedBy"in HTMLDialogElement.prototype))addEventListener("click",e=>{let d=e.target,r=d.getBoundingClientRect();if(d.localName=="dialog"&&d.open&&d.getAttribute("closedby")=="any"&&(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom))d.close()})"#
            case .popoverPlacement:
                // Once it shows, by anchor() insets (WebKit places position-area regions as if the page
                // were not scrolled): under its button, centred on it (a menu from its leading edge),
                // above where it ends past the screen, kept on the screen sideways. A phone's popover
                // is a sheet (the stylesheet's 699px query), which stays as it is.
                #"if(!CSS.supports("container-type","anchored"))addEventListener("toggle",e=>{let p=e.target,c=p.classList,m=c&&c.contains("k-pr-menu"),s=(k,v)=>p.style.setProperty(k,v),r;if(e.newState!="open"||!m&&!(c&&c.contains("k-pr-popover")&&!matchMedia("(max-width:699px)").matches))return;s("position-area","none");s("position-try-fallbacks","none");s("inset","auto");s("top","anchor(bottom)");s("left",m?"anchor(left)":"anchor(center)");s("translate",m?"none":"-50% 0");r=p.getBoundingClientRect();if(r.bottom>innerHeight){s("top","auto");s("bottom","anchor(top)")}if(r.right>innerWidth){s("left","auto");s("right",m?"anchor(right)":"8px");s("translate","none")}else if(r.left<0){s("left","8px");s("translate","none")}},true)"#
            case .stateControls:
                // Checks the state's input, puts back the control's own value (the next state draws
                // it anew), and moves focus to the control at the same place among those the next
                // state shows, or the nearest one that still acts, a picker's selected option first. A menu says
                // on `change`, when its option is chosen.
                #"function kS(c,t){let r=document.getElementById(t),i=+c.dataset.kC,n,d=o=>Math.abs(o.dataset.kC-i);if(!r)return;r.checked=true;for(let o of r.parentNode.querySelectorAll("[data-k-c]"))if(o.getClientRects().length&&(!n||d(o)<d(n)||d(o)==d(n)&&o.checked&&!n.checked))n=o;if(n)n.focus()}"#
                    + #"addEventListener("click",e=>{let c=e.target.closest&&e.target.closest("input[data-k-to],button[data-k-to]");if(c){e.preventDefault();kS(c,c.dataset.kTo)}});"#
                    + #"addEventListener("change",e=>{let c=e.target,o=c.selectedOptions&&c.selectedOptions[0],t=o?o.dataset.kTo:c.dataset.kTo;if(!t)return;if(o)for(let p of c.options)p.selected=p.defaultSelected;else for(let p of document.getElementsByName(c.name))p.checked=p.defaultChecked;kS(c,t)})"#
            }
        }

        /// What the build says about a page carrying this part.
        func note(bytes: Int) -> String {
            switch self {
            case .searchFilter:
                "searchFiltering(.asYouType) puts a script of \(bytes) bytes on this page to filter the searched view as the reader types; without scripts the page shows every row"
            case .siteSearch:
                "searchFiltering(.site) puts a script of \(bytes) bytes on this page to show the pages that match as the reader types, from the site's index; without scripts the field leads to the search page, which lists every page"
            case .shareSheet:
                "ShareLink puts a script of \(bytes) bytes on this page to open the platform's share sheet; without it, or where the browser has no share sheet, the link writes an email"
            case .dialogCommands:
                "a presented view puts a script of \(bytes) bytes on this page to open and close it in browsers without HTML's commandfor and closedby (Safari); other browsers need no script"
            case .popoverPlacement:
                "a popover or menu puts a script of \(bytes) bytes on this page to open it under its button, or above where it does not fit, in browsers without anchored container queries (Safari, Firefox); Chromium needs no script, and without scripts it opens by the stylesheet's rules"
            case .stateControls:
                "a view whose controls change its @State puts a script of \(bytes) bytes on this page so that the keyboard and assistive technology change it too, keeping focus on the control; without scripts a click or tap changes it"
            }
        }
    }

    /// Each part the page uses, with the first view that asked for it.
    private var used: [(part: Part, source: CallSite?)] = []

    func use(_ part: Part, at source: CallSite?) {
        if !used.contains(where: { $0.part == part }) { used.append((part, source)) }
    }

    /// The page's `<script>`, its parts in a fixed order, its text, and a note per part for the build; nil without parts.
    func element() -> (script: Element, text: String, notes: [Diagnostic])? {
        guard !used.isEmpty else { return nil }
        let parts = Part.allCases.filter { part in used.contains { $0.part == part } }
        let text = parts.map(\.source).joined(separator: ";")
        var script = Element("script", classHint: "js")
        script.children = [.text(text)]
        let notes = parts.map { part in
            Diagnostic(.warning, part.note(bytes: part.source.utf8.count), at: used.first { $0.part == part }?.source)
        }
        return (script, text, notes)
    }
}
