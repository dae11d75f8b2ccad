import KilnTestSupport
import KilnTree
import Testing

/// The accessors that name a node's children by role read them in the order each kind documents.
@Suite struct ChildAccessorTests {
    static func text(_ string: String) -> Node { textNode(string) }

    /// The texts of some nodes, to compare parts by what they say.
    static func texts(_ nodes: some Sequence<Node>) -> [String] { nodes.map(\.plainText) }

    static func control(_ kind: Control.Kind, _ texts: String...) -> Node {
        Node(.control(Control(kind)), children: texts.map(text))
    }

    @Test func aSectionBuiltFromPartsGivesThemBack() throws {
        let section = Node.section(header: Self.text("Header"), content: [Self.text("a"), Self.text("b")], footer: Self.text("Footer"))
        guard case .section(hasHeader: true, hasFooter: true) = section.kind else { Issue.record("payload: \(section.kind)"); return }
        let parts = try #require(section.sectionParts)
        #expect(parts.header?.plainText == "Header")
        #expect(Self.texts(parts.content) == ["a", "b"])
        #expect(parts.footer?.plainText == "Footer")
    }

    @Test func aSectionWithoutHeaderKeepsItsFirstViewAsContent() throws {
        let parts = try #require(Node.section(header: nil, content: [Self.text("a")], footer: Self.text("Footer")).sectionParts)
        #expect(parts.header == nil)
        #expect(Self.texts(parts.content) == ["a"])
        #expect(parts.footer?.plainText == "Footer")
        #expect(Self.text("a").sectionParts == nil)
    }

    @Test func labelsLabeledContentAndTabItemsNameTheirParts() {
        let label = Node(.label, children: [Self.text("Title"), Self.text("Icon")])
        #expect(label.labelTitle?.plainText == "Title")
        #expect(label.labelIcon?.plainText == "Icon")
        let content = Node.labeledContent(label: Self.text("Name"), content: Self.text("Kiln"))
        #expect(content.labeledContentParts.label.plainText == "Name")
        #expect(content.labeledContentParts.content.plainText == "Kiln")
        let tab = Node.tabItem(label: Self.text("Home"), content: [Self.text("a"), Self.text("b")])
        #expect(tab.tabItemLabel?.plainText == "Home")
        #expect(Self.texts(tab.tabItemContent) == ["a", "b"])
    }

    @Test func anOutlineRowIsItsRowThenItsChildren() throws {
        let row = Node.outlineRow(Self.text("Parent"), children: [Self.text("Child")])
        let parts = try #require(row.outlineRowParts)
        #expect(parts.row.plainText == "Parent")
        #expect(Self.texts(parts.children) == ["Child"])
        #expect(Node(.outlineRow).outlineRowParts == nil, "a row without views has no parts")
        #expect(Self.text("a").outlineRowParts == nil)
    }

    @Test func controlsNameTheirLabelOptionsAndPrompt() {
        let picker = Self.control(.picker(selected: [0], style: .menu), "Flavor", "Vanilla", "Chocolate")
        #expect(picker.controlLabel?.plainText == "Flavor")
        #expect(Self.texts(picker.pickerOptions) == ["Vanilla", "Chocolate"])
        let prompted = Self.control(.textField(TextFieldValue(text: "", hasPrompt: true)), "Name", "Your name")
        #expect(prompted.textFieldPrompt?.plainText == "Your name")
        let unprompted = Self.control(.textField(TextFieldValue(text: "")), "Name")
        #expect(unprompted.textFieldPrompt == nil)
        #expect(Self.texts(Self.control(.dateList, "Dates", "June 6", "June 7").dateListDates) == ["June 6", "June 7"])
        #expect(Self.texts(Self.control(.disclosureGroup(isExpanded: true), "More", "a").disclosureContent) == ["a"])
    }

    @Test func aSliderHasValueLabelsOnlyWhenItsPayloadSaysSo() {
        let field = NumberField(value: 5, minimum: 0, maximum: 10)
        let labelled = Self.control(.slider(field, hasValueLabels: true), "Volume", "0", "10").valueControlParts
        #expect(labelled.label?.plainText == "Volume")
        #expect(labelled.minimumValueLabel?.plainText == "0")
        #expect(labelled.maximumValueLabel?.plainText == "10")
        let plain = Self.control(.slider(field, hasValueLabels: false), "Volume").valueControlParts
        #expect(plain.label?.plainText == "Volume")
        #expect(plain.minimumValueLabel == nil && plain.maximumValueLabel == nil)
    }

    @Test func aProgressViewsLabelsFollowItsPayload() {
        let both = ProgressValue(value: 0.5, total: 1, style: .linear, hasLabel: true, hasCurrentValueLabel: true)
        let parts = Self.control(.progress(both), "Loading", "50%").valueControlParts
        #expect(parts.label?.plainText == "Loading")
        #expect(parts.currentValueLabel?.plainText == "50%")
        let valueOnly = ProgressValue(value: 0.5, total: 1, style: .linear, hasLabel: false, hasCurrentValueLabel: true)
        let current = Self.control(.progress(valueOnly), "50%").valueControlParts
        #expect(current.label == nil)
        #expect(current.currentValueLabel?.plainText == "50%")
        let custom = ProgressValue(value: nil, total: 1, style: .custom, hasLabel: true, hasCurrentValueLabel: false)
        let styled = Self.control(.progress(custom), "Loading", "Body").valueControlParts
        #expect(styled.label?.plainText == "Loading")
        #expect(styled.styleBody?.plainText == "Body")
        #expect(styled.currentValueLabel == nil)
    }

    @Test func aGaugesLabelsFollowItsPayload() {
        let gauge = GaugeValue(value: 3, minimum: 0, maximum: 10, style: .linearCapacity, hasCurrentValueLabel: true, hasBoundLabels: true)
        let parts = Self.control(.gauge(gauge), "Level", "3", "0", "10").valueControlParts
        #expect([parts.label, parts.currentValueLabel, parts.minimumValueLabel, parts.maximumValueLabel].map { $0?.plainText } == ["Level", "3", "0", "10"])
        let bounds = GaugeValue(value: 3, minimum: 0, maximum: 10, style: .linearCapacity, hasCurrentValueLabel: false, hasBoundLabels: true)
        let boundsOnly = Self.control(.gauge(bounds), "Level", "0", "10").valueControlParts
        #expect(boundsOnly.currentValueLabel == nil)
        #expect(boundsOnly.minimumValueLabel?.plainText == "0")
        let custom = GaugeValue(value: 3, minimum: 0, maximum: 10, style: .custom, hasCurrentValueLabel: false, hasBoundLabels: false)
        #expect(Self.control(.gauge(custom), "Level", "Body").valueControlParts.styleBody?.plainText == "Body")
    }

    @Test func navigationContainersSplitTheirChildrenWhereTheirPayloadSays() throws {
        let item = Node(.toolbarItem(.trailing), children: [Self.text("Add")])
        let column = Node(.navigationColumn(NavigationBar(role: .stack, toolbarItemCount: 1)), children: [item, Self.text("Body")])
        let parts = try #require(column.navigationColumnParts)
        #expect(Self.texts(parts.toolbarItems) == ["Add"])
        #expect(Self.texts(parts.content) == ["Body"])
        let tabs = Node(.tabView(selected: 0, tabCount: 2), children: [Self.text("One"), Self.text("Two"), Self.text("Selected")])
        let tabParts = try #require(tabs.tabViewParts)
        #expect(Self.texts(tabParts.tabLinks) == ["One", "Two"])
        #expect(Self.texts(tabParts.selectedContent) == ["Selected"])
        #expect(Self.text("a").navigationColumnParts == nil && Self.text("a").tabViewParts == nil)
    }

    @Test func dialogsAreTheirTitleTheirMessageIfAnyThenTheirActions() throws {
        func dialog(_ style: PresentedView.Style, _ texts: String...) -> Node {
            Node(.presentation(.view(PresentedView(key: 1, style: style, isPresented: false))), children: texts.map(Self.text))
        }
        let alert = try #require(dialog(.alert(hasMessage: true), "Title", "Message", "OK", "Cancel").dialogParts)
        #expect(alert.title.plainText == "Title")
        #expect(alert.message?.plainText == "Message")
        #expect(Self.texts(alert.actions) == ["OK", "Cancel"])
        let confirmation = try #require(dialog(.confirmationDialog(showsTitle: false, hasMessage: false), "Title", "Delete").dialogParts)
        #expect(confirmation.message == nil)
        #expect(Self.texts(confirmation.actions) == ["Delete"])
        #expect(dialog(.sheet, "Content").dialogParts == nil)
    }

    @Test func aTableIsItsColumnHeadersThenEachBodysHeaderAndRows() throws {
        let spec = TableSpec(
            columns: [.init(), .init()],
            bodies: [.init(hasHeader: false, selectedRows: [false]), .init(hasHeader: true, selectedRows: [false, true])],
            selection: .single)
        let children = ["A", "B", "a1", "b1", "Section", "a2", "b2", "a3", "b3"].map(Self.text)
        let parts = try #require(Node(.table(spec), children: children).tableParts)
        #expect(Self.texts(parts.columnHeaders) == ["A", "B"])
        #expect(parts.bodies.map { $0.header?.plainText } == [nil, "Section"])
        #expect(parts.bodies.map { $0.rows.map(Self.texts) } == [[["a1", "b1"]], [["a2", "b2"], ["a3", "b3"]]])
    }

    @Test func aChartsAnnotationViewIsFoundByItsIndex() {
        let chart = Node(.text([]), children: [Self.text("first"), Self.text("second")])
        #expect(chart.chartAnnotationView(1)?.plainText == "second")
        #expect(chart.chartAnnotationView(2) == nil)
    }
}
