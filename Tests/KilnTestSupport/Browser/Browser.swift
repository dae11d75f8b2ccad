import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Any failure of the browser harness (start-up, a WebDriver error, a timeout, a missing test id),
/// with a message that says what failed so a test failure is actionable without a debugger.
public struct BrowserError: Error, CustomStringConvertible, Sendable {
    public var message: String
    /// Set on failures after which the WebDriver session cannot be trusted (crash, timeout, lost
    /// connection), so the next measurement starts a fresh one.
    var breaksSession = false
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A browser driven through its WebDriver (W3C WebDriver over loopback HTTP), for tests that check
/// real layout: load HTML at an exact viewport and read element boxes by `data-testid`. Headless
/// Chromium through chromedriver by default; WebKitGTK's MiniBrowser through WebKitWebDriver (on an
/// Xvfb display of its own) with `KILN_BROWSER=webkit` (`BrowserEngine`).
///
/// One browser serves the whole test process because starting Chromium costs about half a second, while
/// a page costs tens of milliseconds. Calls are serialized with a lock (Swift Testing runs tests
/// in parallel, and a WebDriver session is one tab).
///
/// Clean-up happens twice over: an `atexit` handler deletes the session (chromedriver then quits
/// Chromium) and stops chromedriver; and a small shell watchdog kills chromedriver and Chromium if
/// the test process dies without running `atexit` (a crash, SIGKILL), because Chromium outlives a
/// killed chromedriver and would otherwise pile up across test runs.
public final class Browser: @unchecked Sendable {
    // MARK: - Availability

    /// `nil` when the engine's browser and driver are found; otherwise a sentence saying what is
    /// missing and how to install it. `CHROMIUM_BIN` and `CHROMEDRIVER` (`WEBKIT_BROWSER`,
    /// `WEBKITDRIVER`, `XVFB`) override the default locations.
    /// Meant for `.enabled(if: Browser.unavailableReason == nil)`, so machines without a browser
    /// skip these tests instead of failing them.
    ///
    /// Also `nil`, so that the tests run and fail with the reason, where skipping would hide a
    /// broken setup: when `KILN_REQUIRE_BROWSER=1` (CI sets it) or when `CHROMIUM_BIN` or
    /// `CHROMEDRIVER` names a browser that is not there.
    public static var unavailableReason: String? {
        skipReason(located: BrowserTools.locate().map { _ in () }, environment: ProcessInfo.processInfo.environment)
    }

    /// Why browser tests skip, given whether the tools were found and the environment.
    public static func skipReason(located: Result<Void, BrowserError>, environment: [String: String]) -> String? {
        guard case .failure(let error) = located else { return nil }
        let isRequired = environment["KILN_REQUIRE_BROWSER"] == "1"
        let isNamed = ["CHROMIUM_BIN", "CHROMEDRIVER", "WEBKIT_BROWSER", "WEBKITDRIVER", "FIREFOX_BIN", "KILN_BROWSER"].contains { !(environment[$0] ?? "").isEmpty }
        return isRequired || isNamed ? nil : error.message
    }

    // MARK: - Shared instance

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedBrowser: Browser?
    nonisolated(unsafe) private static var sharedFailure: BrowserError?

    /// One browser for the whole test process, started lazily, shut down at process exit.
    ///
    /// A failed start is remembered and rethrown, so a broken setup fails every browser test
    /// quickly instead of each one waiting for its own start-up timeout.
    public static func shared() throws -> Browser {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let sharedBrowser { return sharedBrowser }
        if let sharedFailure { throw sharedFailure }
        do {
            let browser = try Browser()
            sharedBrowser = browser
            atexit { Browser.shutdownSharedAtExit() }
            return browser
        } catch {
            let failure = error as? BrowserError ?? BrowserError("browser start-up failed: \(error)")
            sharedFailure = failure
            throw failure
        }
    }

    private static func shutdownSharedAtExit() {
        // Bounded wait: a test thread still inside `measure` at exit must not hang the process.
        let locked = sharedLock.lock(before: Date().addingTimeInterval(2))
        let browser = sharedBrowser
        sharedBrowser = nil
        if locked { sharedLock.unlock() }
        guard let browser else { return }
        let busy = !browser.lock.lock(before: Date().addingTimeInterval(2))
        browser.shutdown()
        if !busy { browser.lock.unlock() }
    }

    // MARK: - Instance

    /// Generous because this machine may be busy compiling; WebDriver's own page-load and script
    /// timeouts are shorter, so its error (which names the command) arrives before ours.
    private static let requestTimeout: TimeInterval = 30
    private static let webDriverTimeoutMilliseconds = 20_000
    private static let startTimeout: TimeInterval = 10

    private let lock = NSLock()
    private let tools: BrowserTools
    /// Holds the pages, chromedriver's log and (through TMPDIR) Chromium's profile and sockets,
    /// so one `rm -rf` removes everything the browser left on disk.
    private let workDirectory: URL
    private var driver: WebDriverProcess?
    /// WebKit's X display, where the machine has none.
    private var display: VirtualDisplay?
    /// Firefox's connection, which stands for its WebDriver.
    private var marionette: MarionetteConnection?
    private var sessionID: String?
    /// The appearance the session's browser was started in (WebKit's is fixed at its start).
    private var sessionIsDark = false
    /// The viewport the window was last sized to (WebKit sizes its window, not an emulated screen).
    private var windowViewport: (width: Int, height: Int)?
    /// False once a session could not be deleted, i.e. a Chromium may still be running that only
    /// the watchdog knows how to stop.
    private var everySessionDeleted = true
    private var pageCount = 0

    private init() throws {
        tools = try BrowserTools.locate().get()
        workDirectory = try makeBrowserWorkDirectory(prefix: "kiln-browser")
        do {
            try ensureSession()
        } catch {
            shutdown()
            throw error
        }
    }

    /// Writes `html` to a temporary file, loads it at exactly `width` x `height` CSS px, waits for
    /// `load`, `document.fonts.ready` and two animation frames (so web fonts and late style changes
    /// have been laid out), then measures the border box of every `[data-testid]` element and the
    /// computed values of `styleProperties` (CSS names, e.g. `"justify-content"`).
    public func measure(
        html: String, width: Int, height: Int = 800, styleProperties: [String] = []
    ) throws -> PageMeasurement {
        let value = try evaluate(html: html, width: width, height: height, script: Self.measureScript, arguments: [styleProperties])
        return try Self.parseMeasurement(value, viewportWidth: width, styleProperties: styleProperties)
    }

    /// Writes `html` to a temporary file and evaluates `script` in it as `evaluate(page:)` does,
    /// on a screen of `scale` device pixels per CSS pixel (a phone's 2 or 3).
    public func evaluate(
        html: String, width: Int, height: Int = 800, scale: Double = 1, script: String, arguments: [Any] = []
    ) throws -> Any? {
        try withPage(html) { page in
            try againIfTheSessionBreaks { try load(page, width: width, height: height, scale: scale, thenRun: script, arguments: arguments) }
        }
    }

    /// Runs `body` once more, in a fresh session, when the session broke under it. A page is
    /// loaded and read without changing it, so reading it again is the same question; and a
    /// driver fails on its own now and then (WebKitWebDriver once answered "Could not parse script
    /// result" to a script returning four booleans, which it read the next time). A page that
    /// breaks the session twice still fails its test.
    private func againIfTheSessionBreaks<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BrowserError where error.breaksSession {
            try ensureSession()
            return try body()
        }
    }

    /// Holds the browser while `body` uses `html` written to a temporary file.
    private func withPage<T>(_ html: String, _ body: (URL) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }

        return try withTemporaryPage(html, body)
    }

    /// As `evaluate(html:width:height:script:arguments:)` on a screen with safe-area insets (a
    /// phone's notch and rounded corners, which `env(safe-area-inset-*)` reads): `insets` by side
    /// (`top`, `right`, `bottom`, `left`) in CSS px, taken away again afterwards.
    public func evaluate(
        html: String, width: Int, height: Int = 800, safeAreaInsets insets: [String: Int], script: String, arguments: [Any] = []
    ) throws -> Any? {
        lock.lock()
        defer { lock.unlock() }

        guard tools.engine == .chromium else { throw BrowserError("only Chromium can emulate a screen's safe-area insets") }
        return try withTemporaryPage(html) { page in
            try command("POST", "goog/cdp/execute", ["cmd": "Emulation.setSafeAreaInsetsOverride", "params": ["insets": insets]])
            defer { _ = try? command("POST", "goog/cdp/execute", ["cmd": "Emulation.setSafeAreaInsetsOverride", "params": ["insets": [String: Int]()]]) }
            return try load(page, width: width, height: height, thenRun: script, arguments: arguments)
        }
    }

    /// Writes `html` to a page of its own in the work directory for `body`, then removes it; the
    /// caller holds the lock.
    private func withTemporaryPage<T>(_ html: String, _ body: (URL) throws -> T) throws -> T {
        try ensureSession()
        pageCount += 1
        let page = workDirectory.appendingPathComponent("page-\(pageCount).html")
        try Data(html.utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        return try body(page)
    }

    /// Loads the page at `url` (a file URL, so that the page finds its stylesheet and links from
    /// its own folder, as a reader's browser does) at exactly `width` x `height` CSS px, waits as
    /// `measure` does, then runs `script` — the body of a JavaScript function that receives
    /// `arguments` (JSON values) and returns a JSON value — and returns what it returned.
    public func evaluate(
        page url: URL, width: Int, height: Int = 800, dark: Bool = false, script: String, arguments: [Any] = []
    ) throws -> Any? {
        lock.lock()
        defer { lock.unlock() }

        try ensureSession()
        return try againIfTheSessionBreaks { try load(url, width: width, height: height, dark: dark, thenRun: script, arguments: arguments) }
    }

    /// One step of a reader's use of a page, for `interact(html:width:height:steps:)`.
    public enum ReaderStep: Sendable {
        /// Runs `script` (the body of a function) in the page and keeps what it returns.
        case run(String)
        /// Presses each key in turn as the keyboard does, into the focused element (WebDriver key
        /// actions): `ReaderStep.tab`, `" "` (Space), `ReaderStep.enter`.
        case press([String])
        /// Moves the mouse to the centre of the element `element` (a script expression) and clicks.
        case click(element: String)

        public static let tab = "\u{E004}"
        public static let enter = "\u{E007}"
    }

    /// Writes `html`, loads it as `measure` does, then takes `steps` as a reader would, with real
    /// key presses and mouse clicks; returns what each `run` step returned, in order.
    public func interact(html: String, width: Int, height: Int = 800, steps: [ReaderStep]) throws -> [Any?] {
        // A reader's steps start again from the page as loaded, so taking them again in a fresh
        // session asks the same question (a headless Firefox under load once left a step
        // unanswered past the request's 30 s).
        try withPage(html) { page in try againIfTheSessionBreaks { try interact(page, width: width, height: height, steps: steps) } }
    }

    private func interact(_ page: URL, width: Int, height: Int, steps: [ReaderStep]) throws -> [Any?] {
        _ = try load(page, width: width, height: height, thenRun: "return null", arguments: [])
        var results: [Any?] = []
        for step in steps {
            switch step {
            case .run(let script):
                results.append(try command("POST", "execute/sync", ["script": script, "args": []]))
            case .press(let keys):
                let actions = keys.flatMap { [["type": "keyDown", "value": $0], ["type": "keyUp", "value": $0]] }
                try command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
            case .click(let element):
                let script = "let r = (\(element)).getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]"
                let found: Any?
                do { found = try command("POST", "execute/sync", ["script": script, "args": []]) } catch let error as BrowserError where error.breaksSession {
                    throw error
                } catch {
                    throw BrowserError("no element to click after \(results.count) results (\(results)): \(element)")
                }
                guard let point = found as? [NSNumber], point.count == 2 else { throw BrowserError("no element to click: \(element)") }
                let pointer: [[String: Any]] = [
                    ["type": "pointerMove", "x": point[0].intValue, "y": point[1].intValue, "origin": "viewport", "duration": 0],
                    ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
                ]
                try command("POST", "actions", ["actions": [["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": pointer]]])
            }
        }
        return results
    }

    /// Writes `html`, loads it as `measure` does and returns a PNG of the viewport, for comparing
    /// the pixels of two pages (equal pixels encode to equal bytes).
    public func screenshot(html: String, width: Int, height: Int = 800) throws -> Data {
        let base64 = try withPage(html) { page in
            try againIfTheSessionBreaks {
                _ = try load(page, width: width, height: height, thenRun: "return null", arguments: [])
                return try viewportPNG()
            }
        }
        guard let png = Data(base64Encoded: base64) else { throw BrowserError("the screenshot is not base64 text") }
        return png
    }

    /// WebDriver's screenshot of the viewport: a PNG, base64-encoded.
    private func viewportPNG() throws -> String {
        guard let sessionID else { throw BrowserError("no WebDriver session") }
        let shot = tools.engine == .firefox
            ? try firefoxCommand("GET", "screenshot", ["full": false])
            : try driverRequest("GET", "/session/\(sessionID)/screenshot", nil, timeout: Self.requestTimeout, what: "take a screenshot")
        guard let png = shot as? String else { throw BrowserError("the screenshot is not base64 text") }
        return png
    }

    /// The colours drawn on screen (red, green, blue, alpha from 0 to 255) at the viewport points
    /// that `locate` (a function body run in the page once it has settled) returns as [[x, y], …]:
    /// a screenshot of the page, read back through a canvas in the page. For what only pixels
    /// show (corner curves, masks), where boxes and hit tests say nothing.
    public func colors(html: String, width: Int, height: Int = 400, locate: String) throws -> [[Int]] {
        try withPage(html) { page in try againIfTheSessionBreaks { try colors(page, width: width, height: height, locate: locate) } }
    }

    private func colors(_ page: URL, width: Int, height: Int, locate: String) throws -> [[Int]] {
        let points = try load(page, width: width, height: height, thenRun: locate, arguments: [])
        guard let points = points as? [[Any]] else { throw BrowserError("the locate script returned no points") }
        let png = try viewportPNG()
        let read = """
            var done = arguments[arguments.length - 1], points = arguments[0], image = new Image();
            image.onload = function () {
              var canvas = document.createElement('canvas');
              canvas.width = image.width; canvas.height = image.height;
              var g = canvas.getContext('2d'); g.drawImage(image, 0, 0);
              done(points.map(function (p) { return Array.from(g.getImageData(Math.floor(p[0]), Math.floor(p[1]), 1, 1).data); }));
            };
            image.onerror = function () { done(null); };
            image.src = 'data:image/png;base64,' + arguments[1];
            """
        let value = try command("POST", "execute/async", ["script": read, "args": [points, png]])
        guard let colors = value as? [[Any]] else { throw BrowserError("the screenshot could not be read: \(String(describing: value))") }
        return colors.map { $0.compactMap { ($0 as? NSNumber)?.intValue } }
    }

    /// Loads `url` (a page on a server, say) and hands `body` the tab to watch the page change
    /// over time, as live reload changes it; other tests wait for the browser until `body` returns.
    public func watching<T>(_ url: URL, width: Int = 800, height: Int = 600, _ body: (WatchedPage) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }

        try ensureSession()
        _ = try load(url, width: width, height: height, thenRun: "return null", arguments: [])
        return try body(WatchedPage(browser: self))
    }

    /// The tab of `watching(_:)`: scripts run in whatever page it shows now, without navigating.
    public struct WatchedPage {
        fileprivate let browser: Browser

        /// Runs `script` (a function body) in the page and returns what it returned.
        public func run(_ script: String) throws -> Any? {
            try browser.command("POST", "execute/sync", ["script": script, "args": []])
        }

        /// Polls the JavaScript `condition` until it is true (false after `seconds`). A page
        /// that is reloading between two polls is polled again.
        public func wait(until condition: String, seconds: Double) throws -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                if let value = try? run("return !!(\(condition))") as? Bool, value { return true }
                if browser.sessionID == nil { throw BrowserError("the browser session broke while waiting for \(condition)") }
                Thread.sleep(forTimeInterval: 0.05)
            } while Date() < deadline
            return false
        }
    }

    /// Sizes the viewport, navigates to `url` and runs `script` once the page has settled; the
    /// caller holds the lock.
    private func load(
        _ url: URL, width: Int, height: Int, scale: Double = 1, dark: Bool = false, thenRun script: String, arguments: [Any]
    ) throws -> Any? {
        switch tools.engine {
        case .chromium:
            // The window size alone is clamped and loses the height of (invisible) browser chrome;
            // device-metrics emulation gives the exact CSS viewport, as tools/lib/browser.py does.
            try command(
                "POST", "goog/cdp/execute",
                [
                    "cmd": "Emulation.setDeviceMetricsOverride",
                    "params": ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false],
                ])
            // The reader's appearance, set for every page: a dark page must not leave the next one dark.
            try command(
                "POST", "goog/cdp/execute",
                [
                    "cmd": "Emulation.setEmulatedMedia",
                    "params": ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]],
                ])
        case .webkit:
            guard scale == 1 else { throw BrowserError("WebKitWebDriver cannot emulate a screen of \(scale) device pixels per CSS pixel") }
            // MiniBrowser's appearance is chosen when it starts.
            if dark != sessionIsDark {
                deleteSession()
                try ensureSession(dark: dark)
            }
            try sizeWindow(width: width, height: height)
        case .firefox:
            guard scale == 1 else { throw BrowserError("the harness does not emulate a screen of \(scale) device pixels per CSS pixel in Firefox") }
            try firefoxChrome(Self.firefoxAppearance, [dark ? 0 : 1])
            try sizeFirefoxViewport(width: width, height: height)
        }
        try command("POST", "url", ["url": url.absoluteString])
        let answer = try command("POST", "execute/async", ["script": Self.settleAndRun(script), "args": [arguments]])
        guard let object = answer as? [String: Any] else {
            throw BrowserError("the page's script wrapper returned \(String(describing: answer)) instead of an object")
        }
        if let error = object["failure"] as? String {
            throw BrowserError("the script failed in the page: \(error)")
        }
        guard let viewport = object["viewportWidth"] as? NSNumber, viewport.intValue == width else {
            throw BrowserError(
                "asked for a \(width) px viewport but the page reports window.innerWidth = "
                    + "\(String(describing: object["viewportWidth"]))")
        }
        return object["value"]
    }

    /// Sizes WebKit's window so that its web view is `width` x `height` CSS px: the window holds
    /// MiniBrowser's toolbar too, so it is sized by the difference measured, then checked. GTK
    /// keeps the window at least as wide as the toolbar (290 px with the small theme of
    /// `VirtualDisplay.gtkStylesheet`); a narrower viewport fails `load`'s check, which says so.
    private func sizeWindow(width: Int, height: Int) throws {
        if let windowViewport, windowViewport == (width, height) { return }
        func viewport() throws -> (width: Int, height: Int) {
            let inner = try command("POST", "execute/sync", ["script": "return [innerWidth, innerHeight]", "args": []]) as? [NSNumber]
            guard let inner, inner.count == 2 else { throw BrowserError("WebKit did not report its viewport") }
            return (inner[0].intValue, inner[1].intValue)
        }
        for _ in 0..<6 {
            let inner = try viewport()
            if inner == (width, height) {
                windowViewport = (width, height)
                return
            }
            guard let rect = try command("GET", "window/rect", [:]) as? [String: Any],
                let windowWidth = (rect["width"] as? NSNumber)?.intValue, let windowHeight = (rect["height"] as? NSNumber)?.intValue
            else { throw BrowserError("WebKit did not report its window's size") }
            try command("POST", "window/rect", ["width": max(1, width + windowWidth - inner.width), "height": max(1, height + windowHeight - inner.height)])
            // GTK resizes the window after the command returns: wait until the page sees it.
            let deadline = Date().addingTimeInterval(1)
            while try viewport() == inner && Date() < deadline { usleep(20_000) }
        }
        // Not reached (a window narrower than GTK allows): `load` reports the viewport it got.
    }

    /// Runs `script` in Firefox's own (chrome) context, where its window and preferences are.
    @discardableResult
    private func firefoxChrome(_ script: String, _ arguments: [Any]) throws -> Any? {
        guard let marionette else { throw BrowserError("Firefox is not running") }
        _ = try marionette.send("Marionette:SetContext", ["value": "chrome"], timeout: Self.requestTimeout)
        defer { _ = try? marionette.send("Marionette:SetContext", ["value": "content"], timeout: Self.requestTimeout) }
        return try marionette.send("WebDriver:ExecuteScript", ["script": script, "args": arguments], timeout: Self.requestTimeout)
    }

    /// The reader's appearance for web content: 0 dark, 1 light.
    private static let firefoxAppearance = "Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', arguments[0]);"

    /// Firefox's window cannot be narrower than 500 px and holds its toolbars, so its content
    /// area (the selected `<browser>`) is given the exact size inside a window large enough.
    private func sizeFirefoxViewport(width: Int, height: Int) throws {
        if let windowViewport, windowViewport == (width, height) { return }
        try command("POST", "window/rect", ["width": max(width, 520) + 40, "height": height + 240])
        let script = """
            var b = gBrowser.selectedBrowser, w = arguments[0], h = arguments[1];
            for (var p of ['width', 'min-width', 'max-width']) b.style.setProperty(p, w + 'px', 'important');
            for (var p of ['height', 'min-height', 'max-height']) b.style.setProperty(p, h + 'px', 'important');
            """
        try firefoxChrome(script, [width, height])
        windowViewport = (width, height)
    }

    // MARK: - WebDriver

    /// Starts Firefox and a Marionette session: Firefox is its own driver.
    private func ensureFirefoxSession() throws {
        if driver == nil || driver!.hasExited() || marionette == nil {
            marionette?.close()
            marionette = nil
            driver?.stop(browsersQuit: false)
            let (process, port) = try WebDriverProcess.startFirefox(tools: tools, workDirectory: workDirectory, timeout: 60)
            driver = process
            marionette = try MarionetteConnection(port: port, timeout: 60)
        }
        guard let marionette else { throw BrowserError("Firefox's Marionette connection is gone") }
        let timeouts: [String: Any] = ["implicit": 0, "pageLoad": Self.webDriverTimeoutMilliseconds, "script": Self.webDriverTimeoutMilliseconds]
        let value = try marionette.send("WebDriver:NewSession", ["capabilities": ["alwaysMatch": ["pageLoadStrategy": "normal", "timeouts": timeouts]]], timeout: 60)
        guard let object = value as? [String: Any], let id = object["sessionId"] as? String else {
            throw BrowserError("Marionette's new-session answer has no sessionId: \(String(describing: value))")
        }
        sessionID = id
        windowViewport = nil
    }

    /// Starts the driver and a session if there is none (first use, or after a session broke).
    private func ensureSession(dark: Bool = false) throws {
        if sessionID != nil { return }
        if tools.engine == .firefox { return try ensureFirefoxSession() }
        if driver == nil || driver!.hasExited() {
            driver?.stop(browsersQuit: false)  // it died: any browser it started is the watchdog's to kill
            // The watchdog kills the display with the browser.
            if let xServer = tools.xServer, display?.isRunning != true { display = try VirtualDisplay.start(xServer, timeout: Self.startTimeout) }
            driver = try WebDriverProcess.start(
                tools: tools, workDirectory: workDirectory, display: display?.name, timeout: Self.startTimeout)
            if let display { driver?.watch(pid: Int(display.pid)) }
        }
        let timeouts: [String: Any] = ["implicit": 0, "pageLoad": Self.webDriverTimeoutMilliseconds, "script": Self.webDriverTimeoutMilliseconds]
        var capabilities: [String: Any] = ["pageLoadStrategy": "normal", "timeouts": timeouts]
        switch tools.engine {
        case .chromium: capabilities["goog:chromeOptions"] = ["binary": tools.browser, "args": Self.chromiumArguments]
        case .webkit:
            // Offline as Chromium is: everything but loopback goes to a closed local port and fails at once.
            // A page loaded from a file may read its own stylesheet's rules, as Chromium's flag allows.
            let args = [
                // MiniBrowser takes one host per `--ignore-host`: a list in one was one unknown host.
                "--automation", "--proxy=http://127.0.0.1:9", "--ignore-host=localhost", "--ignore-host=127.0.0.1", "--ignore-host=::1",
                "--allow-file-access-from-file-urls=true",
            ] + (dark ? ["--dark-mode"] : [])
            capabilities["webkitgtk:browserOptions"] = ["binary": tools.browser, "args": args]
        case .firefox:
            return  // ensureFirefoxSession
        }
        // A browser's first start can be slow on a loaded machine; allow more than one request's worth.
        let value = try driverRequest(
            "POST", "/session", ["capabilities": ["alwaysMatch": capabilities]], timeout: 60,
            what: "create a session")
        guard let object = value as? [String: Any], let id = object["sessionId"] as? String else {
            throw BrowserError("WebDriver's new-session response has no sessionId: \(String(describing: value))")
        }
        sessionID = id
        sessionIsDark = dark
        windowViewport = nil
        if let caps = object["capabilities"] as? [String: Any], let pid = caps["goog:processID"] as? NSNumber {
            driver?.watch(pid: pid.intValue)
        }
    }

    private static let chromiumArguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--window-size=1280,900", "--force-device-scale-factor=1", "--force-color-profile=srgb", "--lang=en-US",
            // A page loaded from a file may read its own stylesheet's rules (file URLs are otherwise unique origins).
            "--allow-file-access-from-files", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--mute-audio",
            // Offline and fast-failing: a stray CDN <link> would otherwise stall `load` until timeout.
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
        ]

    /// Sends a command to the current session and returns its `value`.
    @discardableResult
    private func command(_ method: String, _ endpoint: String, _ body: [String: Any]) throws -> Any? {
        guard let sessionID else { throw BrowserError("no WebDriver session") }
        if tools.engine == .firefox { return try firefoxCommand(method, endpoint, body) }
        do {
            return try driverRequest(
                method, "/session/\(sessionID)/\(endpoint)", body, timeout: Self.requestTimeout,
                what: Self.describe(endpoint, body))
        } catch let error as BrowserError {
            // After a crash or timeout the tab is in an unknown state; start afresh next time
            // rather than letting one bad page fail every later test.
            if error.breaksSession { deleteSession() }
            throw error
        }
    }

    /// A W3C WebDriver command as Marionette's command of the same meaning.
    private func firefoxCommand(_ method: String, _ endpoint: String, _ body: [String: Any]) throws -> Any? {
        guard let marionette else { throw BrowserError("Firefox is not running") }
        let name: String
        switch (method, endpoint) {
        case ("POST", "url"): name = "WebDriver:Navigate"
        case ("POST", "execute/sync"): name = "WebDriver:ExecuteScript"
        case ("POST", "execute/async"): name = "WebDriver:ExecuteAsyncScript"
        case ("GET", "window/rect"): name = "WebDriver:GetWindowRect"
        case ("POST", "window/rect"): name = "WebDriver:SetWindowRect"
        case ("GET", "screenshot"): name = "WebDriver:TakeScreenshot"
        case ("POST", "actions"): name = "WebDriver:PerformActions"
        default: throw BrowserError("the harness has no Marionette command for \(method) \(endpoint)")
        }
        do {
            return try marionette.send(name, body, timeout: Self.requestTimeout)
        } catch let error as BrowserError {
            if error.breaksSession { deleteSession() }
            if marionette.isBroken {
                // The connection itself failed: Firefox is started afresh for the next page.
                self.marionette?.close()
                self.marionette = nil
                driver?.stop(browsersQuit: false)
                driver = nil
            }
            throw error
        }
    }

    private func driverRequest(
        _ method: String, _ path: String, _ body: [String: Any]?, timeout: TimeInterval, what: String
    ) throws -> Any? {
        guard let driver else { throw BrowserError("chromedriver is not running") }
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let response: HTTPClient.Response
        do {
            response = try driver.http(timeout: timeout).request(method, path, body: data)
        } catch let error as BrowserError {
            var broken = BrowserError("could not \(what): \(error.message)")
            broken.breaksSession = true
            throw broken
        }
        let json = try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"]
        if let failure = value as? [String: Any], let code = failure["error"] as? String {
            let message = (failure["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
            var error = BrowserError("WebDriver returned error \"\(code)\" to \(what): \(message)")
            error.breaksSession = Self.sessionBreakingErrors.contains(code) || message.contains("tab crashed")
            throw error
        }
        guard response.status == 200, json != nil else {
            let text = String(decoding: response.body.prefix(300), as: UTF8.self)
            throw BrowserError("chromedriver answered HTTP \(response.status) to \(what): \(text)")
        }
        return value
    }

    /// WebDriver error codes after which the session cannot be trusted (Marionette's too).
    static let sessionBreakingErrors: Set = [
        "invalid session id", "no such window", "session not created", "timeout", "script timeout",
        "unknown error",
    ]

    private static func describe(_ endpoint: String, _ body: [String: Any]) -> String {
        switch endpoint {
        case "url": return "navigate to \(body["url"] ?? "?")"
        case "execute/async": return "run a script in the page"
        case "goog/cdp/execute": return "run CDP \(body["cmd"] ?? "?")"
        default: return endpoint
        }
    }

    /// Deleting the session makes chromedriver quit Chromium (it waits for it to exit).
    private func deleteSession() {
        guard let sessionID else { return }
        self.sessionID = nil
        if tools.engine == .firefox {
            // Firefox quits with its process (`shutdown`); a broken session is started afresh in it.
            _ = try? marionette?.send("WebDriver:DeleteSession", timeout: 10)
            return
        }
        let response = try? driver?.http(timeout: 10).request("DELETE", "/session/\(sessionID)")
        if response?.status != 200 { everySessionDeleted = false }
    }

    /// Quits the browser, stops its driver and display, and removes the work directory.
    private func shutdown() {
        deleteSession()
        marionette?.close()
        marionette = nil
        driver?.stop(browsersQuit: everySessionDeleted)
        driver = nil
        display?.stop()
        display = nil
        try? FileManager.default.removeItem(at: workDirectory)
    }

    // MARK: - Measuring script

    /// Wraps a function body so that it runs once the page has loaded, its fonts are ready and
    /// two animation frames have passed; runs in the page via `execute/async`, whose callback is
    /// WebDriver's last argument. A body that returns a promise (to measure after an event the
    /// page handles later) is answered with what the promise gives.
    private static func settleAndRun(_ body: String) -> String {
        """
        var args = arguments[0], done = arguments[arguments.length - 1];
        function fail(err) { done({failure: String(err) + (err && err.stack ? '\\n' + err.stack : '')}); }
        function run() {
          try {
            var value = (function () {
        \(body)
            }).apply(null, args);
            Promise.resolve(value).then(function (value) { done({viewportWidth: window.innerWidth, value: value}); }, fail);
          } catch (err) {
            // Not `error`: WebDriver's own failures are objects with that key.
            fail(err);
          }
        }
        function settle() {
          var fonts = (document.fonts && document.fonts.ready) ? document.fonts.ready : Promise.resolve();
          // Two frames, or a second where the browser throttles frames (a headless Firefox under
          // load was seen to hold them past WebDriver's 30 s): run once, whichever comes first.
          var ran = false, once = function () { if (!ran) { ran = true; run(); } };
          var frames = function () { requestAnimationFrame(function () { requestAnimationFrame(once); }); setTimeout(once, 1000); };
          fonts.then(frames, frames);
        }
        if (document.readyState === 'complete') settle(); else window.addEventListener('load', settle);
        """
    }

    /// The border box of every `[data-testid]` element and the computed values of the properties
    /// named in the first argument.
    private static let measureScript = """
        var props = arguments[0], de = document.documentElement, seen = {}, boxes = [], duplicates = [];
        var list = document.querySelectorAll('[data-testid]');
        for (var i = 0; i < list.length; i++) {
          var e = list[i], id = e.getAttribute('data-testid');
          if (Object.prototype.hasOwnProperty.call(seen, id)) { duplicates.push(id); continue; }
          seen[id] = true;
          var r = e.getBoundingClientRect(), cs = getComputedStyle(e), style = {};
          for (var k = 0; k < props.length; k++) style[props[k]] = cs.getPropertyValue(props[k]);
          boxes.push({id: id, x: r.left + window.scrollX, y: r.top + window.scrollY,
                      width: r.width, height: r.height, style: style});
        }
        return {scrollWidth: de.scrollWidth, boxes: boxes, duplicates: duplicates};
        """

    private static func parseMeasurement(_ value: Any?, viewportWidth: Int, styleProperties: [String]) throws -> PageMeasurement {
        guard let object = value as? [String: Any] else {
            throw BrowserError("the measuring script returned \(String(describing: value)) instead of an object")
        }
        func number(_ any: Any?) -> Double? {
            switch any {
            case let value as Double: value
            case let value as Int: Double(value)
            case let value as NSNumber: value.doubleValue
            default: nil
            }
        }
        guard let scrollWidth = number(object["scrollWidth"]),
            let list = object["boxes"] as? [[String: Any]]
        else {
            throw BrowserError("the measuring script returned an unexpected shape: \(object)")
        }
        // A second element with an id would otherwise go unmeasured while the test reads the first.
        if let duplicates = object["duplicates"] as? [String], !duplicates.isEmpty {
            let ids = Set(duplicates).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw BrowserError("data-testid \(ids) names more than one element of the measured page; give each box its own id")
        }
        var boxes: [String: ElementBox] = [:]
        for entry in list {
            guard let id = entry["id"] as? String, let x = number(entry["x"]), let y = number(entry["y"]),
                let width = number(entry["width"]), let height = number(entry["height"])
            else { throw BrowserError("the measuring script returned a malformed box: \(entry)") }
            let raw = entry["style"] as? [String: Any] ?? [:]
            var style: [String: String] = [:]
            for property in styleProperties { style[property] = raw[property] as? String ?? "" }
            boxes[id] = ElementBox(x: x, y: y, width: width, height: height, style: style)
        }
        return PageMeasurement(viewportWidth: viewportWidth, scrollWidth: scrollWidth, boxes: boxes)
    }
}

// MARK: - Locating the tools

/// The engine the browser tests run in: `KILN_BROWSER` (`chromium`, the default; `webkit`,
/// WebKitGTK's MiniBrowser, as Safari lays pages out; or `firefox`), as the shared tools read it.
public enum BrowserEngine: String, Sendable {
    case chromium, webkit, firefox

    public static var current: BrowserEngine { named(ProcessInfo.processInfo.environment["KILN_BROWSER"]) }

    /// The engine a `KILN_BROWSER` value names, with the shared tools' aliases.
    public static func named(_ value: String?) -> BrowserEngine {
        switch value?.lowercased() ?? "" {
        case "webkit", "safari", "webkitgtk", "minibrowser": .webkit
        case "firefox", "firefox-esr", "gecko": .firefox
        default: .chromium
        }
    }
}

/// Paths of the browser, its WebDriver and (WebKit on a machine without a display) the X server;
/// environment variables win so CI can point elsewhere.
struct BrowserTools: Sendable {
    var engine: BrowserEngine
    var browser: String
    var driver: String
    /// The X server to start for a browser that needs a display, where `DISPLAY` is unset.
    var xServer: String?

    static func locate(_ engine: BrowserEngine = .current) -> Result<BrowserTools, BrowserError> {
        let environment = ProcessInfo.processInfo.environment
        let found: [Result<String, BrowserError>]
        let install: String
        switch engine {
        case .chromium:
            found = [
                find(
                    "CHROMIUM_BIN",
                    [
                        "/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome",
                        "/Applications/Chromium.app/Contents/MacOS/Chromium",
                        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                    ]),
                find("CHROMEDRIVER", ["/usr/bin/chromedriver", "chromedriver"]),
            ]
            install = "Browser tests need Chromium and chromedriver: %@. Install them with `apt-get install chromium chromium-driver fonts-liberation`."
        case .webkit:
            found = [
                find(
                    "WEBKIT_BROWSER",
                    ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"]),
                find("WEBKITDRIVER", ["/usr/bin/WebKitWebDriver", "WebKitWebDriver"]),
            ] + ((environment["DISPLAY"] ?? "").isEmpty ? [find("XVFB", ["/usr/bin/Xvfb", "Xvfb"])] : [])
            install = "Browser tests in WebKit need WebKitGTK's MiniBrowser and WebDriver, and Xvfb without a display: %@. Install them with `apt-get install webkit2gtk-driver xvfb fonts-liberation`."
        case .firefox:
            // Firefox is its own driver (Marionette).
            let firefox = find("FIREFOX_BIN", ["/usr/bin/firefox-esr", "firefox-esr", "firefox"])
            found = [firefox, firefox]
            install = "Browser tests in Firefox need Firefox: %@. Install it with `apt-get install firefox-esr fonts-liberation`."
        }
        let paths = found.compactMap { try? $0.get() }
        guard paths.count == found.count else {
            let problems = found.compactMap { result -> String? in
                if case .failure(let why) = result { return why.message }
                return nil
            }
            return .failure(BrowserError(install.replacingOccurrences(of: "%@", with: problems.joined(separator: "; "))))
        }
        return .success(BrowserTools(engine: engine, browser: paths[0], driver: paths[1], xServer: paths.count > 2 ? paths[2] : nil))
    }

    private static func find(_ variable: String, _ candidates: [String]) -> Result<String, BrowserError> {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            return isExecutable(path)
                ? .success(path) : .failure(BrowserError("\(variable)=\(path) is not an executable file"))
        }
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for candidate in candidates {
            if candidate.hasPrefix("/") {
                if isExecutable(candidate) { return .success(candidate) }
            } else if let hit = searchPath.map({ "\($0)/\(candidate)" }).first(where: isExecutable) {
                return .success(hit)
            }
        }
        return .failure(
            BrowserError("no \(candidates[1]) at \(candidates[0]) or on PATH (set \(variable) to its path)"))
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

// MARK: - The driver process

/// A running WebDriver (chromedriver or WebKitWebDriver) plus its watchdog.
///
/// chromedriver is started through `/bin/sh`, which first forks a watchdog subshell and then
/// `exec`s chromedriver (so the pid we hold is chromedriver's). The watchdog reads Chromium pids
/// from a socket we keep open; when the socket reaches end-of-file without an `exit` line (this
/// process died without running `atexit`), it kills chromedriver and Chromium and removes the work
/// directory. Killing chromedriver alone is not enough: Chromium survives it.
final class WebDriverProcess: @unchecked Sendable {
    private let process: SpawnedProcess
    let port: UInt16
    private let log: URL
    private var watchdog: Int32

    private init(pid: pid_t, port: UInt16, log: URL, watchdog: Int32) {
        self.process = SpawnedProcess(pid: pid)
        self.port = port
        self.log = log
        self.watchdog = watchdog
    }

    func http(timeout: TimeInterval) -> HTTPClient { HTTPClient(port: port, timeout: timeout) }

    /// Starts the driver on a free port (its browser on `display`, if it needs one) and waits until
    /// `GET /status` says it is ready.
    static func start(tools: BrowserTools, workDirectory: URL, display: String?, timeout: TimeInterval) throws -> WebDriverProcess {
        var attempt = 0
        while true {
            attempt += 1
            let port = try LoopbackSocket.freePort()
            let process = try spawn(
                [tools.driver, "--port=\(port)"], environment: try driverEnvironment(tools, workDirectory: workDirectory, display: display),
                port: port, workDirectory: workDirectory)
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if process.hasExited() { break }
                if let response = try? process.http(timeout: 2).request("GET", "/status"), response.status == 200,
                    let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
                    let value = json["value"] as? [String: Any], value["ready"] as? Bool == true
                {
                    return process
                }
                usleep(50_000)
            }
            let died = process.hasExited()
            let log = process.logTail()
            process.stop(browsersQuit: false)
            // The port was free a moment ago but someone else may have taken it; try another.
            let portTaken = log.contains("bind() failed") || log.contains("port not available")
            if died && portTaken && attempt < 3 { continue }
            throw BrowserError(
                (died
                    ? "\(tools.driver) exited during start-up on port \(port)"
                    : "\(tools.driver) did not start within \(Int(timeout)) s on port \(port)")
                    + (log.isEmpty ? "" : "; its log ends with: \(log)"))
        }
    }

    /// True once the driver has exited (and has been reaped).
    func hasExited() -> Bool { process.hasExited() }

    /// Tells the watchdog about a Chromium main process to kill if we die abruptly.
    func watch(pid chromium: Int) { tellWatchdog("\(chromium)\n") }

    /// Stops chromedriver. `browsersQuit` means every Chromium was quit through WebDriver, so the
    /// watchdog can simply go away; otherwise it kills the Chromium pids it was told about.
    func stop(browsersQuit: Bool) {
        tellWatchdog(browsersQuit ? "exit\n" : "kill\n")
        process.terminate()
        if watchdog >= 0 {
            _ = closeDescriptor(watchdog)
            watchdog = -1
        }
    }

    private func tellWatchdog(_ line: String) {
        guard watchdog >= 0 else { return }
        let bytes = Array(line.utf8)
        #if canImport(Darwin)
            _ = send(watchdog, bytes, bytes.count, 0)  // SO_NOSIGPIPE is set on this socket
        #else
            _ = send(watchdog, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        #endif
    }

    func logTail() -> String {
        guard let data = try? Data(contentsOf: log) else { return "" }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").suffix(5)
        return lines.joined(separator: " | ")
    }

    /// `$0` is the work directory, `"$@"` the chromedriver command line, fd 3 the watchdog socket.
    /// Lines on the socket: a Chromium pid to watch, `exit` (all quit cleanly: just go), or `kill`
    /// (kill the watched Chromiums, keep the files). End-of-file without either means this process
    /// died: kill chromedriver (`$$`, which becomes chromedriver at `exec`) and Chromium, clean up.
    private static let launcherScript = """
        ( trap '' INT HUP TERM
          watched= ; died=1
          while read -r line <&3; do
            case $line in
              exit) exit 0 ;;
              kill) died= ; break ;;
              *) watched="$watched $line" ;;
            esac
          done
          [ -n "$died" ] && watched="$$ $watched"
          if [ -n "${watched# }" ]; then kill $watched; sleep 2; kill -9 $watched; fi
          [ -n "$died" ] && rm -rf "$0"
        ) </dev/null >/dev/null 2>&1 &
        exec 3<&-
        exec "$@"
        """

    /// What the driver's environment adds: WebKit's display and GTK's stylesheet.
    private static func driverEnvironment(_ tools: BrowserTools, workDirectory: URL, display: String?) throws -> [String: String] {
        guard tools.engine == .webkit else { return [:] }
        var environment: [String: String] = ["XDG_CONFIG_HOME": workDirectory.path]
        if let display { environment["DISPLAY"] = display }
        // GTK reads its user stylesheet from there: MiniBrowser's toolbar shrinks, so its window can be narrow.
        let gtk = workDirectory.appendingPathComponent("gtk-3.0")
        try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
        try Data(VirtualDisplay.gtkStylesheet.utf8).write(to: gtk.appendingPathComponent("gtk.css"))
        return environment
    }

    /// Starts headless Firefox with a profile of its own in the work directory and waits for the
    /// Marionette port it opens (a free one, which it writes into the profile); returns it.
    static func startFirefox(tools: BrowserTools, workDirectory: URL, timeout: TimeInterval) throws -> (WebDriverProcess, UInt16) {
        // A fresh profile each start: a Firefox started again must not find the port its predecessor wrote.
        let profile = workDirectory.appendingPathComponent("firefox-profile")
        try? FileManager.default.removeItem(at: profile)
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let preferences = firefoxPreferences.map { "user_pref(\"\($0.key)\", \($0.value));" }.sorted().joined(separator: "\n")
        try Data((preferences + "\n").utf8).write(to: profile.appendingPathComponent("user.js"))
        // -remote-allow-system-access lets the harness size the content area from Firefox's own context.
        let process = try spawn(
            [tools.browser, "--headless", "--marionette", "-remote-allow-system-access", "--no-remote", "--profile", profile.path, "about:blank"],
            environment: ["MOZ_HEADLESS": "1", "MOZ_CRASHREPORTER_DISABLE": "1"], port: 0, workDirectory: workDirectory)
        let portFile = profile.appendingPathComponent("MarionetteActivePort")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline && !process.hasExited() {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
                let port = UInt16(text.trimmingCharacters(in: .whitespacesAndNewlines)), port > 0
            {
                return (process, port)
            }
            usleep(100_000)
        }
        let log = process.logTail()
        process.stop(browsersQuit: false)
        throw BrowserError("\(tools.browser) opened no Marionette port within \(Int(timeout)) s" + (log.isEmpty ? "" : "; its log ends with: \(log)"))
    }

    /// Firefox's preferences for a test profile: no first-run pages or updates, a free Marionette
    /// port, text at one CSS pixel per pixel, and (as Chromium's resolver rule) no network but
    /// loopback, everything else sent to a closed local port.
    private static let firefoxPreferences: [String: String] = [
        "marionette.port": "0", "browser.shell.checkDefaultBrowser": "false", "browser.startup.page": "0",
        "browser.startup.homepage_override.mstone": "\"ignore\"", "browser.aboutwelcome.enabled": "false",
        "browser.tabs.warnOnClose": "false", "datareporting.policy.dataSubmissionEnabled": "false",
        "toolkit.telemetry.reportingpolicy.firstRun": "false", "app.update.disabledForTesting": "true",
        "intl.accept_languages": "\"en-US\"", "layout.css.devPixelsPerPx": "\"1.0\"", "ui.useOverlayScrollbars": "1",
        "network.dns.disablePrefetch": "true", "network.prefetch-next": "false",
        "network.proxy.type": "1", "network.proxy.http": "\"127.0.0.1\"", "network.proxy.http_port": "9",
        "network.proxy.ssl": "\"127.0.0.1\"", "network.proxy.ssl_port": "9",
        "network.proxy.no_proxies_on": "\"localhost, 127.0.0.1, ::1\"", "network.proxy.allow_hijacking_localhost": "false",
        // A page loaded from a file may read its own stylesheet's rules, as Chromium's flag allows.
        "security.fileuri.strict_origin_policy": "false",
    ]

    /// Spawns `command` through the watchdog launcher, its output to the log, with `environment`
    /// added to this process's.
    private static func spawn(_ command: [String], environment extra: [String: String], port: UInt16, workDirectory: URL) throws -> WebDriverProcess {
        // Our end of the watchdog socket must not leak into other children (it would keep the
        // watchdog from ever seeing end-of-file), hence close-on-exec from the start.
        var pair: [Int32] = [-1, -1]
        #if canImport(Darwin)
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else {
                throw BrowserError("socketpair failed: \(errnoDescription())")
            }
            _ = fcntl(pair[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pair[1], F_SETFD, FD_CLOEXEC)
            var one: Int32 = 1
            setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #else
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
            else { throw BrowserError("socketpair failed: \(errnoDescription())") }
        #endif
        var childEnd = pair[1]
        if childEnd == 3 {  // dup2(3, 3) would leave close-on-exec set
            childEnd = fcntl(3, F_DUPFD_CLOEXEC, 4)
            _ = closeDescriptor(3)
        }
        defer { _ = closeDescriptor(childEnd) }

        let log = workDirectory.appendingPathComponent("driver.log")
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, childEnd, 3)

        // Test runners may block or ignore signals on their threads; the driver needs defaults so
        // SIGTERM (ours) and SIGINT (Ctrl-C) stop it.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // TMPDIR points the driver's and the browser's scratch files into the work directory.
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, added in added }
        environment["TMPDIR"] = workDirectory.path
        let arguments = ["/bin/sh", "-c", launcherScript, workDirectory.path] + command
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard result == 0 else {
            _ = closeDescriptor(pair[0])
            throw BrowserError("could not start \(command[0]): \(errnoDescription(result))")
        }
        return WebDriverProcess(pid: pid, port: port, log: log, watchdog: pair[0])
    }
}

/// A fresh private directory. Under /tmp rather than the macOS per-user temp dir, whose long path
/// would push Chromium's singleton socket (created under TMPDIR) past the 104-byte socket path limit.
func makeBrowserWorkDirectory(prefix: String) throws -> URL {
    let base = FileManager.default.fileExists(atPath: "/tmp") ? "/tmp" : NSTemporaryDirectory()
    var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
        throw BrowserError("cannot create a temporary directory under \(base): \(errnoDescription())")
    }
    return URL(fileURLWithPath: String(cString: made), isDirectory: true)
}

/// An X server of the harness's own (Xvfb) for a browser that needs a display (WebKitGTK) on a
/// machine without one. The driver's watchdog is told its pid, so it goes if this process dies.
final class VirtualDisplay: @unchecked Sendable {
    private let process: SpawnedProcess
    var pid: pid_t { process.pid }
    /// Its `DISPLAY` value, `:N`.
    let name: String

    /// GTK's widgets at their smallest, so that MiniBrowser's toolbar lets the window be 290 px
    /// wide (447 with GTK's theme); pages are drawn by WebKit, which the stylesheet does not touch.
    static let gtkStylesheet = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n"

    private init(pid: pid_t, name: String) {
        self.process = SpawnedProcess(pid: pid)
        self.name = name
    }

    /// Starts Xvfb on the first free display, which it names on its standard output (`-displayfd`).
    /// Spawned and reaped directly (not with Foundation's `Process`, whose wait spins forever when
    /// called from an `atexit` handler).
    static func start(_ xServer: String, timeout: TimeInterval) throws -> VirtualDisplay {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BrowserError("pipe failed: \(errnoDescription())") }
        // Neither end may leak into the browser's or the driver's processes.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { _ = closeDescriptor(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [xServer, "-displayfd", "1", "-screen", "0", "3840x2400x24", "-nolisten", "tcp", "-noreset"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, xServer, &actions, nil, argv, environ)
        _ = closeDescriptor(ends[1])
        guard result == 0 else { throw BrowserError("could not start \(xServer): \(errnoDescription(result))") }
        var number = [UInt8]()
        let deadline = Date().addingTimeInterval(timeout)
        while !number.contains(UInt8(ascii: "\n")) && Date() < deadline {
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { break }
            if poller.revents == 0 { continue }
            var byte: UInt8 = 0
            if read(ends[0], &byte, 1) != 1 { break }
            number.append(byte)
        }
        let digits = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let display = VirtualDisplay(pid: pid, name: ":" + digits)
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else {
            display.stop()
            throw BrowserError("\(xServer) did not name its display within \(Int(timeout)) s (set DISPLAY to use a running X server)")
        }
        return display
    }

    var isRunning: Bool { !process.hasExited() }

    func stop() { process.terminate() }
}

/// A process this one spawned and reaps: whether it has exited, and stopping it.
final class SpawnedProcess: @unchecked Sendable {
    let pid: pid_t
    private var exited = false

    init(pid: pid_t) { self.pid = pid }

    /// True once it has exited (and has been reaped).
    func hasExited() -> Bool {
        if exited { return true }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) { exited = true }
        return exited
    }

    /// Stops it: asked (SIGTERM), then killed after two seconds.
    func terminate() {
        guard !hasExited() else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(2)
        while !hasExited() && Date() < deadline { usleep(10_000) }
        if !hasExited() {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            exited = true
        }
    }
}
