/// What development mode adds to every HTML page before `</body>`: the build-error overlay while an
/// error stands, and a small script that listens to `/_kiln/events` (saying which page it is on,
/// and which pages its frames show, so that a build renders them first), reloads on `reload` (when the
/// event names no paths, or names the page's or one of its frames', as the previews show theirs), shows the
/// overlay on `error`, and reconnects (reloading if the server restarted) when the stream drops.
enum LiveReloadSnippet {
    /// The snippet for a page served at live-reload `version`, with the overlay when `buildError` is set.
    static func html(version: String, buildError: String?) -> String {
        (buildError.map { overlay(message: $0) } ?? "") + "<script>" + script(version: version) + "</script>"
    }

    /// The overlay: a labelled alert dialog showing the compiler's output, HTML-escaped, in a monospace font.
    static func overlay(message: String) -> String {
        """
        <div id="kiln-error" role="alertdialog" aria-modal="true" aria-labelledby="kiln-error-title" \
        aria-describedby="kiln-error-message" tabindex="-1" style="position:fixed;inset:0;z-index:2147483647;\
        overflow:auto;margin:0;padding:2rem;background:#1b1b1f;color:#f4f4f5;font:16px/1.5 system-ui,sans-serif">\
        <h2 id="kiln-error-title" style="margin:0 0 .5rem;font-size:1.25rem;color:#ff9b94">Build failed</h2>\
        <p style="margin:0 0 1rem">Fix the error and save: this page reloads by itself.</p>\
        <pre id="kiln-error-message" style="margin:0;white-space:pre-wrap;overflow-wrap:anywhere;\
        font:14px/1.6 ui-monospace,Menlo,Consolas,monospace">\(escaped(message))</pre></div>
        """
    }

    /// `page` with `snippet` inserted before its last `</body>` (in any letter case), or appended when it has none.
    static func inject(_ snippet: String, into page: [UInt8]) -> [UInt8] {
        let closingTag = Array("</body".utf8)
        var position = page.count
        var index = page.count - closingTag.count
        while index >= 0 {
            if page[index] == UInt8(ascii: "<"),
                zip(page[index..<(index + closingTag.count)], closingTag).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
            {
                position = index
                break
            }
            index -= 1
        }
        var output = page
        output.insert(contentsOf: Array(snippet.utf8), at: position)
        return output
    }

    private static func script(version: String) -> String {
        // `e.data` tells a server-sent `error` event from the EventSource's own connection error; the
        // browser reconnects by itself unless the stream was refused (readyState 2, CLOSED). A page in
        // a frame (a preview) reloads with the page around it: a stream per frame would use up the
        // browser's six connections to the server.
        """
        (()=>{const d=document,t=\(emptyOverlay),show=m=>{\
        d.getElementById("kiln-error")?.remove();d.body.insertAdjacentHTML("beforeend",t);\
        const o=d.getElementById("kiln-error");o.querySelector("pre").textContent=m;o.focus()},\
        listen=()=>{const s=new EventSource("/_kiln/events?v=\(version)"+[location.href,...[...d.querySelectorAll("iframe")].map(f=>f.src)]\
        .map(u=>"&p="+encodeURIComponent(new URL(u,location.href).pathname)).join(""));\
        s.addEventListener("reload",e=>{const p=e.data&&JSON.parse(e.data),hit=u=>p.includes(new URL(u,location.href).pathname);\
        if(!p||hit(location.href)||[...d.querySelectorAll("iframe")].some(f=>hit(f.src)))location.reload()});\
        s.addEventListener("error",e=>{if(e.data!=null)show(JSON.parse(e.data));\
        else if(s.readyState==2)setTimeout(listen,1000)})};\
        d.getElementById("kiln-error")?.focus();if(top==self)listen()})()
        """
    }

    /// The overlay's markup without a message, as a script string: the script fills the message in.
    private static let emptyOverlay = JSONString.quote(overlay(message: ""))

    private static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
