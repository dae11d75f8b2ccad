import KilnMacroSupport
import Testing

/// The `KilnPreviews` plugin's reading of a target's sources: which types are providers, where the
/// `#Preview`s are, and the catalog it writes must compile wherever the sources do.
struct PreviewScannerTests {
    @Test func findsTopLevelProvidersWithTheirLines() {
        let source = """
            import Kiln

            struct Row: View { var body: some View { Text("Row") } }

            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }

            @available(macOS 14, *)
            public enum Other: Kiln.PreviewProvider, Sendable {
                static var previews: some View { Row() }
            }

            extension Row: PreviewProvider where Row: View {
                static var previews: some View { Row() }
            }
            """
        let providers = PreviewScanner.previews(in: source)
        #expect(providers.map(\.kind) == [.provider("Row_Previews"), .provider("Other"), .provider("Row")])
        #expect(providers.map(\.line) == [5, 10, 14])
        #expect(providers.allSatisfy { $0.conditions.isEmpty })
    }

    @Test func leavesOutWhatAnotherFileCannotName() {
        let source = """
            private struct Hidden_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            fileprivate struct AlsoHidden: PreviewProvider { static var previews: some View { EmptyView() } }
            struct Generic<T>: PreviewProvider { static var previews: some View { EmptyView() } }
            extension Outer.Inner: PreviewProvider {}
            enum Outer {
                struct Nested_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            }
            struct NotAProvider: View, PreviewProviderLike { var body: some View { EmptyView() } }
            """
        #expect(PreviewScanner.previews(in: source).isEmpty)
    }

    @Test func commentsAndStringsHideNothingAndDeclareNothing() {
        let source = ##"""
            // struct InComment: PreviewProvider {
            /* struct InBlock: PreviewProvider { /* nested */ } */
            let text = "struct InString: PreviewProvider { \(f("}")) "
            let multiline = """
                struct InMultiline: PreviewProvider {
                """
            let raw = #"struct InRaw: PreviewProvider { \#(x) "# ; let brace = "{"
            struct Real_Previews: PreviewProvider {
                static var previews: some View { Text("}") }
            }
            """##
        let providers = PreviewScanner.previews(in: source)
        #expect(providers.map(\.kind) == [.provider("Real_Previews")])
        #expect(providers.first?.line == 8)
    }

    @Test func keepsTheConditionsAProviderIsCompiledUnder() {
        let source = """
            #if DEBUG
            struct A_Previews: PreviewProvider {}
            #if os(iOS) // phones only
            struct B_Previews: PreviewProvider {}
            #elseif os(Linux)
            struct C_Previews: PreviewProvider {}
            #else
            struct D_Previews: PreviewProvider {}
            #endif
            #endif
            struct E_Previews: PreviewProvider {}
            """
        let conditions = Dictionary(uniqueKeysWithValues: PreviewScanner.previews(in: source).compactMap { found in
            if case .provider(let name) = found.kind { (name, found.conditions) } else { nil }
        })
        #expect(conditions["A_Previews"] == ["(DEBUG)"])
        #expect(conditions["B_Previews"] == ["(DEBUG)", "(os(iOS))"])
        #expect(conditions["C_Previews"] == ["(DEBUG)", "!(os(iOS))", "(os(Linux))"])
        #expect(conditions["D_Previews"] == ["(DEBUG)", "!(os(iOS))", "!(os(Linux))"])
        #expect(conditions["E_Previews"] == [])
    }

    @Test func findsEachPreviewMacroAtItsLine() {
        let source = """
            import Kiln

            #Preview { Row() }

            @available(macOS 14, *)
            #Preview("Named", traits: .sizeThatFitsLayout) {
                Row()
            }
            #if DEBUG
            #Preview { Row() }
            #endif
            // #Preview in a comment
            struct Row: View { var body: some View { #warning("x"); Text("#Preview") } }
            """
        let found = PreviewScanner.previews(in: source)
        #expect(found.map(\.kind) == [.macro, .macro, .macro])
        #expect(found.map(\.line) == [3, 6, 10])
        #expect(found.map(\.conditions) == [[], [], ["(DEBUG)"]])
    }

    @Test func theCatalogListsEachProviderUnderItsConditions() {
        let catalog = PreviewCatalogSource.make(module: "Site", files: [
            (name: "Row.swift", source: "struct Row_Previews: PreviewProvider {}\n#if DEBUG\nstruct Debug_Previews: PreviewProvider {}\n#endif\n"),
            (name: "Empty.swift", source: "struct Page: View {}\n"),
        ])
        #expect(catalog.contains("@MainActor enum _KilnPreviewCatalog: _PreviewCatalog {"))
        #expect(catalog.contains(#"providers.append(_PreviewProviderEntry(Row_Previews.self, fileID: "Site/Row.swift", line: 1))"#))
        #expect(catalog.contains("""
                    #if (DEBUG)
                        providers.append(_PreviewProviderEntry(Debug_Previews.self, fileID: "Site/Row.swift", line: 3))
                    #endif
            """))
        #expect(catalog.contains("providers.reserveCapacity(2)"))
        #expect(!catalog.contains("silgen"))
    }

    @Test func theCatalogCallsEachPreviewMacroByItsSymbol() {
        let catalog = PreviewCatalogSource.make(module: "Site", files: [(name: "Row.swift", source: "#Preview { Row() }\n")])
        let symbol = PreviewSymbol.name(fileID: "Site/Row.swift", line: 1)
        #expect(catalog.contains("providers.append(_PreviewProviderEntry(_kilnPreview0()))"))
        #expect(catalog.contains("@_silgen_name(\"\(symbol)\") func _kilnPreview0() -> any KilnViews.PreviewRegistry.Type"))
    }
}
