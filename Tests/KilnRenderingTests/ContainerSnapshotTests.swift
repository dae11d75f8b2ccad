import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per container of this family and each of its styles: grids, forms, lists.
struct ContainerSnapshotTests {
    private struct Pet: Identifiable {
        let type: String
        let votes: Int
        var id: String { type }
    }

    private let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]

    @Test func gridColumnsSpansAndAlignment() {
        assertSnapshot(of: Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    Color.blue.frame(height: 8)
                    Text("\(pet.votes)").gridColumnAlignment(.trailing)
                }
                Divider()
            }
            GridRow(alignment: .top) {
                Text("Total").gridCellColumns(2)
                Text("50").gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Text("Quarter").gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
            }
            Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        })
    }

    @Test func lazyGridsFixedFlexibleAdaptiveAndSections() {
        assertSnapshot(of: VStack {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible(minimum: 20, maximum: 120), alignment: .leading)], spacing: 4) {
                ForEach(0..<3) { Text("Cell \($0)") }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], pinnedViews: [.sectionHeaders]) {
                Section { Color.green.frame(height: 20) } header: { Text("Greens") }
                Section { Color.red.frame(height: 20) } footer: { Text("Reds") }
            }
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
                ForEach(0..<3) { Text("Item \($0)") }
            }
        })
    }

    @Test func groupedFormWithSectionsAndLabeledContent() {
        assertSnapshot(of: Form {
            Section {
                LabeledContent("Location", value: "One Apple Park Way")
                LabeledContent("Guests", value: 12, format: .number)
            }
            Section {
                LabeledContent("Address") {
                    Text("One Apple Park Way")
                    Text("Cupertino")
                }
                Text("A row without a label")
            } header: {
                Text("Vibe")
            } footer: {
                Text("Shown to every guest.")
            }
        })
    }

    @Test func columnsForm() {
        assertSnapshot(of: Form {
            Section("Event") {
                LabeledContent("Location", value: "Park")
                Text("Unlabelled")
            }
            Section {
                LabeledContent("Host", value: "Kiln")
            }
        }.formStyle(.columns))
    }

    private func petList<S: ListStyle>(_ style: S) -> some View {
        List {
            Section("Pets") {
                ForEach(pets) { Text($0.type) }
            }
            Text("Loose row")
        }.listStyle(style)
    }

    @Test func listStyles() {
        assertSnapshot(of: petList(.plain))
        assertSnapshot(of: petList(.inset))
        assertSnapshot(of: petList(.grouped))
        assertSnapshot(of: petList(.insetGrouped))
        assertSnapshot(of: petList(.sidebar))
        assertSnapshot(of: petList(.inset(alternatesRowBackgrounds: true)))
    }

    @Test func listSelectionSeparatorsAndTints() {
        var selection: String? = "Goldfish"
        let binding = Binding(get: { selection }, set: { selection = $0 })
        assertSnapshot(of: List(pets, selection: binding) { pet in
            Text(pet.type)
                .listRowSeparator(pet.type == "Cat" ? .hidden : .automatic, edges: .bottom)
                .listRowSeparatorTint(pet.type == "Dog" ? .red : nil)
                .listItemTint(.orange)
        })
    }

    /// Rows in sections with a selection: a listbox whose sections are groups named by their
    /// headers and whose rows are options, the selected one `aria-selected="true"`.
    @Test func selectableListInSectionsIsAListbox() {
        var selection: Set<String> = ["Dog"]
        let binding = Binding(get: { selection }, set: { selection = $0 })
        assertSnapshot(of: List(selection: binding) {
            Section("Small") { ForEach(pets.prefix(2)) { Text($0.type) } }
            Section("Large") { ForEach(pets.suffix(1)) { Text($0.type) } }
        })
    }

    /// A row holding a control cannot be an option (an option's content is presentational), so
    /// that list stays a list and its selected row is `aria-current`.
    @Test func selectableListWithControlsMarksItsRowCurrent() {
        var selection: String? = "Cat"
        let binding = Binding(get: { selection }, set: { selection = $0 })
        assertSnapshot(of: List(pets, selection: binding) { pet in
            HStack {
                Text(pet.type)
                Button("Vote") {}
            }
        })
    }

    private struct FileItem: Identifiable {
        let name: String
        var children: [FileItem]?
        var id: String { name }
    }

    @Test func hierarchicalListAndOutlineGroup() {
        let tree = [
            FileItem(name: "Sources", children: [FileItem(name: "Kiln.swift"), FileItem(name: "Views", children: [FileItem(name: "Text.swift")])]),
            FileItem(name: "README.md"),
        ]
        assertSnapshot(of: VStack {
            List(tree, children: \.children) { Text($0.name) }
            OutlineGroup(tree, children: \.children) { Text($0.name) }
        })
    }
}

/// Custom layouts: one whose answers never change is a fixed box; one that follows the width
/// is a size container with a rule per band.
struct CustomLayoutSnapshotTests {
    /// Subviews side by side, each as wide as the widest.
    private struct SameWidths: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            return CGSize(width: widest * CGFloat(subviews.count), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + widest * CGFloat(index), y: bounds.minY), proposal: ProposedViewSize(width: widest, height: 20))
            }
        }
    }

    /// Its subviews in a column below 200 pt, in a row from there, centred.
    private struct RowOrColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let width = proposal.width ?? 200
            return CGSize(width: width, height: width < 200 ? 20 * CGFloat(subviews.count) : 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for (index, subview) in subviews.enumerated() {
                let position = bounds.width < 200
                    ? CGPoint(x: bounds.midX, y: bounds.minY + 20 * CGFloat(index))
                    : CGPoint(x: bounds.midX + 60 * (CGFloat(index) - 0.5), y: bounds.minY)
                subview.place(at: position, anchor: .top, proposal: .unspecified)
            }
        }
    }

    @Test func aLayoutOfOneSizeIsAFixedBox() {
        assertSnapshot(of: SameWidths {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 50, height: 20)
        })
    }

    @Test func aLayoutThatFollowsTheWidthSwitchesByContainerQueries() {
        assertSnapshot(of: RowOrColumn {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20)
        })
    }

    @Test func viewThatFitsHidesTheCandidatesOutsideTheirWidths() {
        assertSnapshot(of: ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 20)
            Color.blue.frame(width: 100, height: 20)
        })
    }
}
