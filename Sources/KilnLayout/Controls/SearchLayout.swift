import KilnMeasure
import KilnTree

extension Resolver {
    /// `searchable`: a `<search>` landmark holding a labelled `<input type=search>` (its
    /// suggestions in a `<datalist>`, its tokens before it, its scopes under it), over the searched
    /// view, in one column. With the filtering opt-in the page carries the script that hides the
    /// rows that do not match as the reader types.
    func search(_ node: Node, _ field: SearchField, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard let parts = node.searchParts else { return content(of: Node(.vstack(alignment: .center, spacing: 0)), in: parent, context: context) }
        var box = content(of: Node(.vstack(alignment: .center, spacing: 0), children: Array(parts.content)), in: parent, context: context)
        // Suggestions, scopes or filtering with no `searchable` around them: the view as it is.
        guard !field.isPending else {
            problems.reportOnce(Diagnostic(.warning, "searchSuggestions, searchScopes or searchFiltering without a searchable field around the view do nothing; they are left out", at: node.source))
            return box
        }
        let prompt = parts.prompt?.plainText ?? ""
        var input = Element("input", classHint: "in")
        input[attribute: "type"] = "search"
        input[attribute: "class"] = "k-field k-search-field"
        // SwiftUI's field is announced by its prompt, "Search" without one.
        input[attribute: "aria-label"] = prompt.isEmpty ? "Search" : prompt
        input[attribute: "placeholder"] = prompt.isEmpty ? "Search" : prompt
        input[attribute: "enterkeyhint"] = "search"
        if !field.text.isEmpty { input[attribute: "value"] = field.text }
        var search = Element("search", classHint: "sr")
        search[attribute: "class"] = "k-search"
        var row = Element("div", classHint: "srr")
        row[attribute: "class"] = "k-search-row"
        if !parts.tokens.isEmpty {
            var inner = context
            inner.isPhrasing = true
            for token in parts.tokens {
                var chip = Element("span", classHint: "tk")
                chip[attribute: "class"] = "k-token"
                chip.children = [resolve(token, in: .row, context: inner).element]
                row.children.append(chip)
            }
        }
        var list: Element?
        if !parts.suggestions.isEmpty {
            let id = searchNames.next()
            input[attribute: "list"] = id
            var datalist = Element("datalist", classHint: "dls")
            datalist[attribute: "id"] = id
            for suggestion in parts.suggestions {
                var option = Element("option", classHint: "op")
                let completion = suggestion.searchCompletion
                option[attribute: "value"] = completion
                let label = suggestion.plainText
                if !label.isEmpty, label != completion { option[attribute: "label"] = label }
                datalist.children.append(option)
            }
            list = datalist
        }
        if field.filtering == .site { input[attribute: "name"] = "q" }
        row.children.append(input)
        search.children = [row]
        if field.filtering == .site {
            // A form: without script, Enter leads to the site's search page, which lists every page.
            var form = Element("form", classHint: "sf")
            form.attributes.append(Element.Attribute("action", options.siteSearch, isURL: true))
            form[attribute: "class"] = "k-search-form"
            form.children = search.children
            search.children = [form]
            search.attributes.append(Element.Attribute("data-index", options.siteSearch + LayoutOptions.siteSearchIndexName, isURL: true))
            scripts.use(.siteSearch, at: node.source)
        }
        if let list { search.children.append(list) }
        if let scopes = parts.scopes {
            search.children.append(resolve(scopes, in: .column, context: context).element)
        }
        if field.filtering == .asYouType {
            search[attribute: "data-filter"] = ""
            scripts.use(.searchFilter, at: node.source)
        }
        box.element.children.insert(search, at: 0)
        box.plan.fillsWidth = true
        return box
    }

    /// A `ShareLink`: a link whose `href` writes an email with what is shared (so it works with no
    /// script), and whose `data-share` the page's share script hands to the platform's share sheet.
    func shareLink(_ node: Node, _ item: ShareItem, context: ResolveContext) -> ModifierBox {
        var element = Element("a", classHint: "a")
        element.attributes.append(Element.Attribute("href", ShareLinkURL.mailto(item), isURL: true))
        element[attribute: "data-share"] = ShareLinkURL.shareData(item)
        element.style[.display] = "flex"
        element.style[.alignItems] = "center"
        element.style[.color] = CSSValue.color(.tint)
        scripts.use(.shareSheet, at: node.source)
        return interactive(element, node: node, context: context)
    }

    /// A `PhotosPicker`: its label drawn as a borderless button, naming a file input that accepts
    /// images; the input is visually hidden inside the `<label>`, so a click on the label opens the
    /// browser's chooser (the photo library on a phone) and the keyboard reaches it.
    func filePicker(_ node: Node, control: Control, picker: FilePicker, context: ResolveContext) -> ModifierBox {
        var input = input("file", control: control)
        input[attribute: "class"] = "k-sr"
        if let accept = picker.accept { input[attribute: "accept"] = accept }
        if picker.allowsMultiple { input[attribute: "multiple"] = "" }
        var label = Element("label", classHint: "fp")
        label[attribute: "class"] = "k-file-picker"
        label.style[.display] = "inline-flex"
        label.style[.alignItems] = "center"
        label.style[.position] = "relative"
        label.style[.color] = CSSValue.color(.tint)
        var inner = context
        inner.isPhrasing = true
        label.children = [input, resolve(self.label(of: node), in: .row, context: inner).element]
        return ModifierBox(label, level: .content, placement: .fixed)
    }
}

/// What a share link writes: the email it opens without a script, and the data for `navigator.share`.
enum ShareLinkURL {
    static func mailto(_ item: ShareItem) -> String {
        var query: [String] = []
        if let subject = item.subject { query.append("subject=" + percentEncoded(subject)) }
        let body = [item.message, item.url ?? item.text].compactMap { $0 }.joined(separator: "\n\n")
        if !body.isEmpty { query.append("body=" + percentEncoded(body)) }
        return "mailto:" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// `{"url":…,"title":…,"text":…}`: ShareData's members for the item.
    static func shareData(_ item: ShareItem) -> String {
        var members: [String] = []
        if let url = item.url { members.append("\"url\":" + JSONText.quoted(url)) }
        if let subject = item.subject { members.append("\"title\":" + JSONText.quoted(subject)) }
        let text = [item.message, item.text].compactMap { $0 }.joined(separator: "\n\n")
        if !text.isEmpty { members.append("\"text\":" + JSONText.quoted(text)) }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return encoded
    }
}
