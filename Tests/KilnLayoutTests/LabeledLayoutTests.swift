import KilnLayout
import KilnTree
import Testing

/// Views whose children have roles (labels, labelled rows, form sections, controls, tables): layout finds each part by name.
@Suite struct LabeledLayoutTests {
    typealias F = Fixture

    @Test func labeledContentPutsItsLabelLeadingAndItsContentTrailing() {
        #expect(F.layout(Node.labeledContent(label: F.text("Name"), content: F.text("Kiln"))) == """
            <div> lr {display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch}
              <p> t {overflow-wrap: break-word}
                "Name"
              <p> t {text-align: end; overflow-wrap: break-word}
                "Kiln"
            """)
    }

    @Test func aColumnsFormRowJoinsTheFormsTwoColumnsBelowItsSectionHeader() {
        #expect(F.layout(Node(.form(.columns), children: [Node.section(header: F.text("Profile"), content: [Node.labeledContent(label: F.text("Name"), content: F.text("Kiln"))], footer: nil)])) == """
            <div> fc {display: grid; grid-template-columns: max-content minmax(0,1fr); gap: 8px; align-items: baseline; padding: 20px; align-self: stretch}
              <p> t {grid-column: 1/-1; font-weight: 600}
                "Profile"
              <div> lr {display: grid; grid-column: 1/-1; grid-template-columns: subgrid; align-items: baseline; justify-self: stretch}
                <p> t {justify-self: end; text-align: end}
                  "Name"
                <p> t {justify-self: start}
                  "Kiln"
            """)
    }

    @Test func aGroupedFormSectionIsACardOfRowsBetweenItsHeaderAndFooter() {
        #expect(F.layout(Node(.form(.grouped), children: [Node.section(header: F.text("Profile"), content: [Node.labeledContent(label: F.text("Name"), content: F.text("Kiln"))], footer: F.text("Shown to others"))])) == """
            <div> fm {display: flex; flex-direction: column; gap: 27.5px; padding: 10px 0 16px; background: var(--k-grouped); align-self: stretch; flex: 1 1 auto; min-height: 0}
              <div> rg {display: flex; flex-direction: column; gap: 10px}
                <div> rh {display: flex; flex-direction: column; align-items: flex-start; font-size: 1.0625rem; font-weight: 500; color: var(--k-secondary-grouped); padding: 0 16px; min-height: 24.5px; justify-content: flex-end; margin: 0 16px}
                  <p> t
                    "Profile"
                <div> rc {margin: 0 16px; padding: 0; display: flex; flex-direction: column; background: var(--k-grouped-row); border-radius: 10px; overflow: hidden}
                  <div> rr {display: flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 56px; padding: 15px 16px}
                    <div> lr {display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch}
                      <p> t {overflow-wrap: break-word}
                        "Name"
                      <p> t {text-align: end; overflow-wrap: break-word}
                        "Kiln"
                <div> rf {display: flex; flex-direction: column; align-items: flex-start; font-size: .8125rem; color: var(--k-secondary); padding: 0 32px}
                  <p> t
                    "Shown to others"
            """)
    }

    @Test func aLabelDrawsItsIconBeforeItsTitle() {
        #expect(F.layout(Node(.label, children: [F.text("Title"), Node(.image(ImageContent(source: .symbol("star"), label: nil)))])) == """
            <div> l {display: flex; align-items: center; gap: 8px}
              <svg> i {fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; display: block; flex-shrink: 0; width: 1.2553em; height: 1.2022em; overflow: visible} [viewBox="1 1 22 21.07" aria-hidden="true"]
                <path> i [d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"]
              <p> t
                "Title"
            """)
    }

    @Test func aSliderSitsBetweenItsMinimumAndMaximumValueLabels() {
        #expect(F.layout(F.control(.slider(NumberField(value: 5, minimum: 0, maximum: 10), hasValueLabels: true), [F.text("Volume"), F.text("0"), F.text("10")])) == """
            <label> sl {display: flex; align-items: center; gap: 8px; align-self: stretch}
              <span> t [class="k-sr"]
                "Volume"
              <span> t
                "0"
              <input> in {flex: 1 1 0; width: 0; min-width: 0} [type="range" min="0" max="10" value="5" step="any"]
              <span> t
                "10"
            """)
    }

    @Test func aPickerIsASelectOfItsOptionsInItsLabelsRow() {
        #expect(F.layout(F.control(.picker(selected: [1], style: .menu), [F.text("Flavor"), F.text("Vanilla"), F.text("Chocolate")])) == """
            <label> lr {display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch}
              <span> t {overflow-wrap: break-word}
                "Flavor"
              <select> sel {text-align: end; overflow-wrap: break-word} [class="k-field"]
                <option> o [value="0"]
                  "Vanilla"
                <option> o [value="1" selected=""]
                  "Chocolate"
            """)
    }

    @Test func aTextFieldsPromptIsItsPlaceholderAndItsLabelItsName() {
        #expect(F.layout(F.control(.textField(TextFieldValue(text: "", hasPrompt: true)), [F.text("Name"), F.text("Your name")])) == """
            <input> in {align-self: stretch} [type="text" aria-label="Name" placeholder="Your name" class="k-field k-field-plain" size="1"]
            """)
    }

    @Test func aGaugeShowsItsLabelAndCurrentValueOverItsBarBetweenItsBounds() {
        #expect(F.layout(F.control(.gauge(GaugeValue(value: 3, minimum: 0, maximum: 10, style: .linearCapacity, hasCurrentValueLabel: true, hasBoundLabels: true)), [F.text("Level"), F.text("3"), F.text("0"), F.text("10")])) == """
            <label> lc {display: flex; flex-direction: column; align-items: stretch; gap: 4px; align-self: stretch}
              <span> gt {display: flex; align-items: center; justify-content: space-between; gap: 8px}
                <span> t
                  "Level"
                <span> t
                  "3"
              <span> gb {display: flex; align-items: center; justify-content: normal; gap: 8px}
                <span> t
                  "0"
                <meter> ga {flex: 1 1 0; min-width: 0} [value="3" min="0" max="10"]
                <span> t
                  "10"
            """)
    }

    /// What every cell shares (insets, hairline, a view as wide as its content) is the base
    /// stylesheet's; a cell has only what its kind adds.
    @Test func aTableSplitsItsChildrenIntoColumnHeadersSectionHeadersAndCells() {
        #expect(F.layout(Node(.table(TableSpec(columns: [.init(), .init()], bodies: [.init(hasHeader: true, selectedRows: [false])], selection: .none)), children: [F.text("A"), F.text("B"), F.text("Section"), F.text("a1"), F.text("b1")])) == """
            <div> tw {align-self: stretch} [class="k-table"]
              <table> tb {width: 100%; table-layout: fixed; border-collapse: collapse}
                <colgroup> cg
                  <col> c
                  <col> c
                <thead> th
                  <tr> tr
                    <th> hc {font-size: .8125rem; font-weight: 600; color: var(--k-secondary)} [scope="col"]
                      <p> t
                        "A"
                    <th> hc {font-size: .8125rem; font-weight: 600; color: var(--k-secondary)} [scope="col"]
                      <p> t
                        "B"
                <tbody> tg
                  <tr> tr
                    <th> hc {font-weight: 600; background: color-mix(in srgb,var(--k-fill) 50%,transparent)} [scope="rowgroup" colspan="2"]
                      <p> t
                        "Section"
                  <tr> tr
                    <td> td
                      <p> t
                        "a1"
                    <td> td
                      <p> t
                        "b1"
            """)
    }
}
