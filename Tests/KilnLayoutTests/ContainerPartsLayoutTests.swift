import KilnLayout
import KilnTestSupport
import KilnTree
import Testing

/// Containers whose payload says which child is which (outline rows, dialogs, navigation
/// columns): layout draws each part where it belongs.
@Suite struct ContainerPartsLayoutTests {
    typealias F = Fixture

    @Test func anOutlineRowIsADisclosureOfItsRowOverItsChildRows() {
        let list = Node(.list(ListSpec(style: .plain)), children: [Node.outlineRow(F.text("Fruit"), children: [F.text("Apple")])])
        #expect(F.layout(list) == """
            <div> ls {display: flex; flex-direction: column; gap: 0; padding: 0; align-self: stretch; flex: 1 1 auto; min-height: 0}
              <ul> rc {list-style: none; margin: 0 0; padding: 0; display: flex; flex-direction: column}
                <li> rr {display: flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 44px; padding: 11px 16px}
                  <details> od {align-self: stretch}
                    <summary> os {cursor: pointer}
                      <span> t
                        "Fruit"
                    <ul> oc {list-style: none; margin: 0; padding: 0 0 0 20px}
                      <li> rr {display: flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 44px; padding: 11px 16px}
                        <p> t
                          "Apple"
            """)
    }

    @Test func anAlertShowsItsTitleAndMessageThenAPairOfActionsWithCancelLeading() {
        let alert = PresentedView(key: 1, style: .alert(hasMessage: true), isPresented: true)
        func action(_ title: String, cancel: Bool) -> Node {
            let button = PresentationButton(control: Control(.button(isDestructive: false, style: .automatic)), isCancel: cancel, action: .hide(alert))
            return Node(.presentation(.button(button)), children: [F.text(title)])
        }
        let node = Node(.presentation(.view(alert)), children: [
            F.text("Delete?"), F.text("It cannot be undone."), action("Delete", cancel: false), action("Cancel", cancel: true),
        ])
        let elements = LayoutPass.resolvePage([node]).elements
        #expect(elements.map(\.tag) == ["dialog", "script"], "the alert, then the script that opens and closes it where the browser lacks commandfor")
        #expect(ElementDump.dump(Array(elements.prefix(1))) == """
            <dialog> pr [id="k-pr1" class="k-pr k-pr-alert" open="" role="alertdialog" aria-labelledby="k-pr1-title" aria-describedby="k-pr1-message"]
              <div> pt [class="k-pr-text"]
                <p> t {font-weight: 600} [id="k-pr1-title"]
                  "Delete?"
                <p> t {font-size: .8125rem} [id="k-pr1-message"]
                  "It cannot be undone."
              <div> pa [class="k-pr-actions k-pr-pair"]
                <button> b {display: flex; align-items: center; justify-content: center; color: var(--k-tint,var(--k-accent)); font-weight: 600} [type="button" commandfor="k-pr1" command="close"]
                  <span> t
                    "Cancel"
                <button> b {display: flex; align-items: center; justify-content: center; color: var(--k-tint,var(--k-accent))} [type="button" commandfor="k-pr1" command="close"]
                  <span> t
                    "Delete"
            """)
    }

    @Test func aNavigationColumnPutsItsToolbarItemsInTheBarAndTheRestInItsBody() {
        let bar = NavigationBar(role: .stack, title: "Home", toolbarItemCount: 1)
        let column = Node(.navigationColumn(bar), children: [Node(.toolbarItem(.trailing), children: [F.text("Edit")]), F.text("Body")])
        #expect(F.layout(column) == """
            <div> nv {align-self: stretch; flex: 1 1 0} [class="k-nav"]
              <header> nh [class="k-bar"]
                <div> nr [class="k-bar-row"]
                  <div> ns [class="k-bar-room"]
                  <div> h {display: flex; align-items: center; gap: 8px} [class="k-bar-item"]
                    <p> t
                      "Edit"
                <h1> nt [class="k-bar-title"]
                  "Home"
              <div> nc [class="k-nav-body"]
                <p> t
                  "Body"
            """)
    }
}
