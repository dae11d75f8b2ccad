import KilnTree
import Testing

/// `Node.dump` names each kind and writes its payload's fields by name.
@Suite struct NodeDumpTests {
    @Test func stacksWriteTheirAlignmentAndOnlyTheSpacingTheyHave() {
        let tree = Node(.vstack(alignment: .leading, spacing: 4), children: [
            Node(.hstack(alignment: .firstTextBaseline, spacing: nil), children: [Node(.spacer(minLength: 2.5)), Node(.divider)]),
            Node(.zstack(alignment: .bottomTrailing)),
        ])
        #expect(tree.dump() == """
            vstack(alignment: leading, spacing: 4)
            | hstack(alignment: firstTextBaseline)
            | | spacer(minLength: 2.5)
            | | divider
            | zstack(alignment: trailing/bottom)
            """)
    }

    @Test func textRunsAreQuotedWithTheStylesTheyCarry() {
        var strong = TextRun("bold \"one\"")
        strong.isStrong = true
        strong.link = "https://example.com"
        #expect(Node(.text([TextRun("plain "), strong])).dump() == #"""
            text("plain ", "bold \"one\"" [strong, link: "https://example.com"])
            """#)
    }

    @Test func containersAndControlsNameTheirKind() {
        let form = Node(.form(.grouped), children: [
            Node.section(header: Node(.text([TextRun("Profile")])), content: [
                Node.labeledContent(label: Node(.text([TextRun("Name")])), content: Node(.text([TextRun("Kiln")]))),
                Node(.control(Control(.toggle(isOn: true, style: .switch, buttonStyle: .automatic), isEnabled: false)), children: [Node(.text([TextRun("On")]))]),
            ], footer: nil),
        ])
        #expect(form.dump() == """
            form(grouped)
            | section(header: true, footer: false)
            | | text("Profile")
            | | labeledContent
            | | | text("Name")
            | | | text("Kiln")
            | | control(toggle(isOn: true, style: switch), disabled)
            | | | text("On")
            """)
    }

    @Test func navigationAndPresentationKindsWriteTheirPayloads() {
        let bar = NavigationBar(role: .stack, title: "Home", toolbarItemCount: 1, trail: .shown)
        let column = Node(.navigationColumn(bar), children: [Node(.toolbarItem(.trailing)), Node(.tabView(selected: 1, tabCount: 2))])
        let view = PresentedView(key: 3, style: .sheet, isPresented: true)
        let sheet = Node(.presentation(.view(view)))
        #expect(column.dump() == """
            navigationColumn(role: stack, title: "Home", toolbarItems: 1, trail: shown)
            | toolbarItem(trailing)
            | tabView(selected: 1, tabs: 2)
            """)
        #expect(sheet.dump() == "presentedView(key: 3, style: sheet, presented: true)")
    }

    @Test func controlsShapesAndPaintsWriteWhatTheyAre() {
        let slider = Node(.control(Control(.slider(NumberField(value: 5, minimum: 0, maximum: 10), hasValueLabels: true), size: .small)))
        let progress = Node(.control(Control(.progress(ProgressValue(value: nil, total: 1, style: .circular, hasLabel: true, hasCurrentValueLabel: false)))))
        let shape = Node(.shape(.roundedRectangle(cornerRadius: 8), .stroke(.opacity(.color(.red), 0.5), lineWidth: 2, dash: [4, 2], inside: true)))
        let button = Node(.presentation(.button(PresentationButton(
            control: Control(.button(isDestructive: true, style: .bordered)), isCancel: true,
            action: .show(PresentedView(key: 2, style: .alert(hasMessage: false), isPresented: false))))))
        #expect([slider, progress, shape, button, Node(.fill(.color(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))))].map { $0.dump() } == [
            "control(slider(value: 5, minimum: 0, maximum: 10, valueLabels: true), size: small)",
            "control(progress(value: indeterminate, total: 1, style: circular, label: true))",
            "shape(roundedRectangle(cornerRadius: 8.0), strokeBorder(paint: red × 0.5, lineWidth: 2, dash: [4, 2]))",
            "presentationButton(action: show 2, cancel: true, control: button(style: bordered, destructive: true))",
            "fill(rgb(1, 0.5, 0) × 0.25)",
        ])
    }

    @Test func modifiersFollowTheirNodeAndALayerViewIsIndentedUnderIt() {
        let node = Node(.fill(.tint), modifiers: [
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            .overlay(.view(Node(.image(ImageContent(source: .symbol("star"), label: "Star"))), .topLeading)),
        ])
        #expect(node.dump() == """
            fill(tint)
              .padding(EdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0))
              .overlay(alignment: leading/top)
                image(source: symbol("star"), label: "Star")
            """)
    }
}
