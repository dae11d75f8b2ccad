/// What `kiln --help` and `kiln COMMAND --help` print.
public enum HelpText {
    public static func text(for command: CommandName?) -> String {
        switch command {
        case nil: overview
        case .new: new
        case .build: build
        case .serve: serve
        }
    }

    static let overview = """
        OVERVIEW: Create, build and preview Kiln sites.

        USAGE: kiln COMMAND [OPTIONS]

        COMMANDS:
          new NAME    Create a site package in the new folder NAME
          build       Build the site of the package in this folder into site/
          serve       Build and serve the site; rebuild and reload pages on every change

        Run 'kiln COMMAND --help' for a command's options, 'kiln --version' for the version.
        """

    static let new = """
        USAGE: kiln new NAME [--template page|blog] [--kiln PATH]

        Creates the folder NAME with a site package: Package.swift, Sources/NAME/NAME.swift (an
        App with one page), README.md and .gitignore. The package depends on a Kiln checkout by
        path, so it builds without a network: `cd NAME && kiln serve`.

        OPTIONS:
          --template page|blog
                        page (the default): one page to start from; blog: posts as Markdown
                        files in Content/posts/, newest first ten to a page, a page per post and
                        per tag, a feed and site search
          --kiln PATH   The Kiln checkout to depend on (default: the checkout this kiln
                        executable was built in)
          -h, --help    Show this help
        """

    static let build = """
        USAGE: kiln build [--product NAME] [--configuration debug|release] [--base-url URL]

        Compiles the site executable of the package in this folder (swift build) and runs it,
        writing the site into site/. The new site replaces the old one only when it is complete.

        OPTIONS:
          --product NAME      The executable that builds the site, when the package has several
          -c, --configuration debug|release
                              How swift builds it (default: debug, which compiles faster)
          --base-url URL      The path or URL the site will be served under, such as /project/
          --ignore-lock       Pass --ignore-lock to swift (for plugins, while SwiftPM holds the lock)
          -h, --help          Show this help
        """

    static let serve = """
        USAGE: kiln serve [--product NAME] [--configuration debug|release] [--host HOST] [--port PORT] [--whole-builds]
               kiln serve --directory DIR [--host HOST] [--port PORT]

        Builds a development copy of the site (in .build/kiln/site; site/ is left as kiln build
        made it) and serves it, with the package's previews at /_previews/
        (every #Preview and PreviewProvider of a target that applies the KilnPreviews plugin), then
        watches Sources/, Templates/, Assets/, Content/ and Package.swift: each change rebuilds the
        site and reloads the open pages, and a failed build shows its errors on them until the
        next good one. An edit of the site's own Swift files compiles them alone and renders the
        site in its executable, started ahead, without linking Kiln again. Ctrl-C stops.
        With --directory, serves a built folder as it is: no building, watching or reloading.

        OPTIONS:
          --product NAME      The executable that builds the site, when the package has several
          -c, --configuration debug|release
                              How swift builds it (default: debug, which compiles faster)
          --host HOST         The address to listen on (default: 127.0.0.1)
          --port PORT         The port to listen on (default: 8000; the next free one if taken)
          --directory DIR     Serve DIR as it is instead of building the package's site
          --whole-builds      Build the whole site executable after every change, Swift edits too
          --ignore-lock       Pass --ignore-lock to swift (the preview plugin does: SwiftPM holds
                              the package's build lock while a plugin runs)
          -h, --help          Show this help
        """
}
