import Foundation
import Testing

@testable import KilnCommand

/// Output captured from `swift build` 6.3.1 and from site executables.
@Suite struct BuildOutputTests {
    let package = URL(fileURLWithPath: "/tmp/kc-sample")

    /// Two errors, each printed by the emit-module job and again by the compile job, with
    /// source excerpts, and a warning.
    let typeErrors = """
        Building for debugging...
        [0/5] Write sources
        [1/5] Write swift-version-6A52383ED409C6A7.txt
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [3/7] Emitting module Demo
        /tmp/kc-sample/Sources/Demo/main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
        1 | let a: Int = "text"
          |              `- error: cannot convert value of type 'String' to specified type 'Int'
        2 | print(undefinedThing)
        3 | func f() {

        /tmp/kc-sample/Sources/Demo/main.swift:2:7: error: cannot find 'undefinedThing' in scope
        1 | let a: Int = "text"
        2 | print(undefinedThing)
          |       `- error: cannot find 'undefinedThing' in scope
        3 | func f() {
        4 |     let unused = 3
        [4/7] Compiling Demo main.swift
        /tmp/kc-sample/Sources/Demo/main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
        1 | let a: Int = "text"
          |              `- error: cannot convert value of type 'String' to specified type 'Int'
        2 | print(undefinedThing)
        3 | func f() {

        /tmp/kc-sample/Sources/Demo/main.swift:2:7: error: cannot find 'undefinedThing' in scope
        1 | let a: Int = "text"
        2 | print(undefinedThing)
          |       `- error: cannot find 'undefinedThing' in scope
        3 | func f() {
        4 |     let unused = 3

        /tmp/kc-sample/Sources/Demo/main.swift:4:9: warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
        2 | print(undefinedThing)
        3 | func f() {
        4 |     let unused = 3
          |         `- warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
        5 | }
        6 |
        """

    @Test func compilerErrorsOnceEachRelativeToThePackage() {
        #expect(BuildOutput.errors(in: typeErrors, package: package) == """
            Sources/Demo/main.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
            Sources/Demo/main.swift:2:7: error: cannot find 'undefinedThing' in scope
            """)
    }

    @Test func pathsOutsideThePackageStayWhole() {
        let errors = BuildOutput.errors(in: typeErrors, package: URL(fileURLWithPath: "/elsewhere"))
        #expect(errors.hasPrefix("/tmp/kc-sample/Sources/Demo/main.swift:1:14: error: cannot convert"))
    }

    @Test func thePackagesOwnWarningsOnceEach() {
        let output = typeErrors + """

            /tmp/kc-sample/.build/checkouts/kiln/Sources/KilnViews/TabView.swift:28:48: warning: comparing non-optional value of type 'ViewTag' to 'nil' always returns true
            /src/kiln/Sources/KilnViews/Navigation/NavigationLink.swift:18:30: warning: capture of non-Sendable type 'P.Type' in an isolated closure [#SendableMetatypes]
            """
        #expect(BuildOutput.warnings(in: output, package: package) == [
            "Sources/Demo/main.swift:4:9: warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]"
        ])
    }

    @Test func linkerErrorsHaveALineAndNoColumn() {
        let output = """
            [6/8] Write Objects.LinkFileList
            error: link command failed with exit code 1 (use -v to see invocation)
            /tmp/kc-sample/Sources/Demo/main.swift:2: error: undefined reference to 'kiln_missing_symbol'
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            [7/8] Linking Demo
            """
        #expect(BuildOutput.errors(in: output, package: package) == "Sources/Demo/main.swift:2: error: undefined reference to 'kiln_missing_symbol'")
    }

    @Test func manifestErrorsNameTheManifest() {
        let output = """
            error: 'kc-sample': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc", "-vfsoverlay", "/tmp/TemporaryDirectory.B5mal8/vfs.yaml", "/tmp/kc-sample/Package.swift", "-o", "/tmp/TemporaryDirectory.JY1oDw/kc-sample-manifest"])
            /tmp/kc-sample/Package.swift:4:17: error: cannot convert value of type 'String' to specified type 'Int'
            2 | import PackageDescription
            4 | let oops: Int = ""
              |                 `- error: cannot convert value of type 'String' to specified type 'Int'
            5 |
            error: ExitCode(rawValue: 1)
            """
        #expect(BuildOutput.errors(in: output, package: package) == "Package.swift:4:17: error: cannot convert value of type 'String' to specified type 'Int'")
    }

    @Test func siteErrorsNameTheViewsFileAndLine() {
        let stderr = """
            Demo/Demo.swift:14: error: two pages want /food/flan/: Flan and Flan (linked at Demo/Demo.swift:9); give one another id, raw value or PagePathConvertible path
            Demo/Demo.swift:14: error: two pages want /food/flan/: Flan and Flan (linked at Demo/Demo.swift:9); give one another id, raw value or PagePathConvertible path
            """
        #expect(BuildOutput.errors(in: stderr, package: package) == "Demo/Demo.swift:14: error: two pages want /food/flan/: Flan and Flan (linked at Demo/Demo.swift:9); give one another id, raw value or PagePathConvertible path")
    }

    @Test func errorsWithoutAPlaceAreKept() {
        let output = """
            [0/1] Planning build
            error: the app declares no pages: add a WindowGroup, Window or Page scene
            """
        #expect(BuildOutput.errors(in: output) == "error: the app declares no pages: add a WindowGroup, Window or Page scene")
        let crash = "Reading pages\nFatal error: Index out of range\nCurrent stack trace:\n0 libswiftCore.so"
        #expect(BuildOutput.errors(in: crash) == "Fatal error: Index out of range")
    }

    @Test func otherwiseTheLastLines() {
        let output = (1...30).map { "line \($0)" }.joined(separator: "\n")
        #expect(BuildOutput.errors(in: output) == (11...30).map { "line \($0)" }.joined(separator: "\n"))
    }

    @Test func thePageCountComesFromTheSitesSummary() {
        let output = "Finding and rendering pages\nSwapping in /tmp/site\nBuilt 82 pages, 90 files (80 unchanged, not rewritten), 1.2 MB in 0.41 s into /tmp/site\n"
        #expect(SiteBuilder.pageCount(in: output) == 82)
        #expect(SiteBuilder.pageCount(in: "no summary") == nil)
    }
}
