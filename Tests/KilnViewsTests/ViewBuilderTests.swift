import KilnTree
import KilnViews
import Testing

/// What `@ViewBuilder` accepts, checked on the lowered tree.
struct ViewBuilderTests {
    private func kinds<V: View>(_ view: V) -> [String] {
        lowerPage(view).nodes.map { node in
            if case .text(let runs) = node.kind { return runs.map(\.text).joined() }
            return "\(node.kind)"
        }
    }

    @Test func blocksOfMoreThanTenChildren() {
        struct Twelve: View {
            var body: some View {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            }
        }
        #expect(kinds(Twelve()) == (1...12).map(String.init))
    }

    /// A block's views are found in its tuple by their sizes and alignments: views of one byte,
    /// of none, of eight-byte fields and of references, in every order, each lowers as itself.
    @Test func blocksOfViewsOfEverySizeAndAlignment() {
        struct Byte: View {
            let value: UInt8
            var body: some View { Text(verbatim: "byte \(value)") }
        }
        struct Nothing: View {
            var body: some View { Text(verbatim: "nothing") }
        }
        struct Wide: View {
            let flag: Bool
            let value: Double
            var body: some View { Text(verbatim: "wide \(flag) \(value)") }
        }
        struct Odd: View {
            let first: UInt8
            let second: UInt16
            let third: UInt8
            var body: some View { Text(verbatim: "odd \(first) \(second) \(third)") }
        }
        struct Mixed: View {
            var body: some View {
                Byte(value: 7)
                Wide(flag: true, value: 2.5)
                Nothing()
                Odd(first: 1, second: 515, third: 3)
                Text(verbatim: "text")
                Byte(value: 9)
                Odd(first: 4, second: 5, third: 6)
                Spacer()
                Wide(flag: false, value: -1)
            }
        }
        #expect(kinds(Mixed()) == [
            "byte 7", "wide true 2.5", "nothing", "odd 1 515 3", "text", "byte 9", "odd 4 5 6", "spacer(minLength: nil)", "wide false -1.0",
        ])
    }

    @Test func ifElseAndIfLet() {
        struct Conditional: View {
            let flag: Bool
            let name: String?
            var body: some View {
                if flag {
                    Text("yes")
                } else {
                    Text("no")
                }
                if let name {
                    Text(name)
                }
            }
        }
        #expect(kinds(Conditional(flag: true, name: "n")) == ["yes", "n"])
        #expect(kinds(Conditional(flag: false, name: nil)) == ["no"])
    }

    @Test func switchStatements() {
        struct Switching: View {
            let value: Int
            var body: some View {
                switch value {
                case 0: Text("zero")
                case 1: Text("one")
                default: Text("many")
                }
            }
        }
        #expect(kinds(Switching(value: 0)) == ["zero"])
        #expect(kinds(Switching(value: 1)) == ["one"])
        #expect(kinds(Switching(value: 7)) == ["many"])
    }

    @Test func availabilityChecks() {
        struct Available: View {
            var body: some View {
                if #available(macOS 10.15, *) {
                    Text("new")
                } else {
                    Text("old")
                }
            }
        }
        #expect(kinds(Available()) == ["new"])
    }

    @Test func optionalViews() {
        let present: Text? = Text("here")
        let absent: Text? = nil
        #expect(kinds(VStack { present; absent }).count == 1)
        #expect(lowerPage(VStack { present; absent }).nodes[0].children.count == 1)
    }

    @Test func groupsTuplesAndEmptyViewsFlatten() {
        let view = Group {
            Text("a")
            EmptyView()
            TupleView((Text("b"), Text("c")))
        }
        #expect(kinds(view) == ["a", "b", "c"])
    }

    @Test func modifiersOnGroupsApplyToEachChild() {
        let nodes = lowerPage(Group { Text("a"); Text("b") }.padding(4)).nodes
        #expect(nodes.count == 2)
        for node in nodes {
            guard case .padding(let insets) = node.modifiers.first else {
                Issue.record("no padding on \(node.kind)")
                continue
            }
            #expect(insets == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        }
    }

    @Test func forEachForms() {
        struct Item: Identifiable {
            let id: String
        }
        #expect(kinds(ForEach([Item(id: "x"), Item(id: "y")]) { Text($0.id) }) == ["x", "y"])
        #expect(kinds(ForEach([3, 4], id: \.self) { Text("\($0)") }) == ["3", "4"])
        #expect(kinds(ForEach(0..<3) { Text("\($0)") }) == ["0", "1", "2"])
    }

    @Test func zIndexKeepsEveryNumberButNaN() {
        let node = lowerPage(Text("a").zIndex(-0.5).zIndex(.nan).zIndex(0)).nodes[0]
        let indexes = node.modifiers.compactMap { if case .zIndex(let index) = $0 { index } else { nil } }
        #expect(indexes == [-0.5, 0], "0 is kept: an outer zIndex(0) undoes an inner one")
    }

    @Test func anyViewLowersWhatItWraps() {
        #expect(kinds(AnyView(Text("inside"))) == ["inside"])
    }

    @Test func dumpIsReadable() {
        let node = lowerPage(VStack(spacing: 4) { Text("a").padding() }).nodes[0]
        #expect(node.dump() == """
            vstack(alignment: center, spacing: 4)
            | text("a")
            |   .padding(EdgeInsets(top: 16.0, leading: 16.0, bottom: 16.0, trailing: 16.0))
            """)
    }
}
