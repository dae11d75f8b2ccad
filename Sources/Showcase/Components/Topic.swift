import Kiln

/// A showcase topic: a page of examples.
struct Topic: Identifiable {
    let id: String
    let title: String
    let summary: LocalizedStringKey
    let examples: [Example]
}

/// One example: its source file in `Examples/` and the view it defines.
struct Example: Identifiable {
    let title: String
    let file: String
    let view: AnyView
    var id: String { file }

    init<V: View>(_ title: String, file: String, _ view: V) {
        self.title = title
        self.file = file
        self.view = AnyView(view)
    }
}

/// Topics in the groups of Apple's SwiftUI documentation (Views, View layout, App structure,
/// Data and storage, Accessibility), and Swift Charts'.
struct TopicGroup: Identifiable {
    let title: String
    let topics: [Topic]
    var id: String { title }

    static var all: [TopicGroup] {
        [
            TopicGroup(title: "Views", topics: [.text, .richText, .images, .symbols, .controls, .formControls, .shapes, .pathsAndShapes, .stylesAndEffects, .canvas, .richGraphics]),
            TopicGroup(title: "View layout", topics: [.stacks, .frames, .layers, .safeAreas, .grids, .customLayouts, .lists, .placesTable, .forms]),
            TopicGroup(title: "App structure", topics: [.presentations, .input, .languages]),
            TopicGroup(title: "Data and storage", topics: [.environment]),
            TopicGroup(title: "Accessibility", topics: [.accessibility]),
            TopicGroup(title: "Swift Charts", topics: [.charts, .chartGallery]),
        ]
    }
}

extension Topic {
    /// Every topic: the groups', then the party planner's views, which the home page lists with the apps.
    static var all: [Topic] { TopicGroup.all.flatMap(\.topics) + [.partyPlanner] }

    static var text: Topic { Topic(
        id: "text", title: "Text", summary: "A string literal is a localized key whose inline **Markdown** renders; `Text(verbatim:)` and string variables show their characters as they are.",
        examples: [
            Example("Markdown", file: "MarkdownText.swift", MarkdownText()),
            Example("Text styles", file: "TextStyles.swift", TextStyles()),
            Example("Concatenation", file: "TextConcatenation.swift", TextConcatenation()),
        ]) }
    static var stacks: Topic { Topic(
        id: "stacks", title: "Stacks and spacers", summary: "Stacks hug their content and centre it; a `Spacer` takes the free space along its stack's axis.",
        examples: [
            Example("Alignment and spacing", file: "StackAlignment.swift", StackAlignment()),
            Example("Spacer", file: "SpacerRow.swift", SpacerRow()),
            Example("ZStack", file: "LayeredCard.swift", LayeredCard()),
        ]) }
    static var frames: Topic { Topic(
        id: "frames", title: "Frames and padding", summary: "A frame is a box of its own that places the view by alignment; `maxWidth: .infinity` fills the offered width.",
        examples: [
            Example("Fixed frames", file: "FixedFrames.swift", FixedFrames()),
            Example("Flexible frames", file: "FlexibleFrames.swift", FlexibleFrames()),
            Example("Padding", file: "PaddingEdges.swift", PaddingEdges()),
        ]) }
    static var layers: Topic { Topic(
        id: "layers", title: "Backgrounds, overlays and borders", summary: "Layers align in the view's bounds and never change its size; modifier order matters, as in SwiftUI.",
        examples: [
            Example("Modifier order", file: "ModifierOrder.swift", ModifierOrder()),
            Example("Overlay badge", file: "OverlayBadge.swift", OverlayBadge()),
            Example("Shadows and clipping", file: "ShadowCard.swift", ShadowCard()),
        ]) }
    static var shapes: Topic { Topic(
        id: "shapes", title: "Shapes and colours", summary: "Shapes fill what they are offered; system colours have light and dark values.",
        examples: [
            Example("Shapes", file: "ShapeGallery.swift", ShapeGallery()),
            Example("System colours", file: "SystemColors.swift", SystemColors()),
            Example("Gradients", file: "GradientBar.swift", GradientBar()),
        ]) }
    static var images: Topic { Topic(
        id: "images", title: "Images and labels", summary: "Images from the package's `Assets/` folder are copied into the site; SF Symbol names draw open icons (see [Symbols](../symbols/)).",
        examples: [
            Example("Images", file: "ImageSizes.swift", ImageSizes()),
            Example("Labels", file: "LabelStyles.swift", LabelStyles()),
        ]) }
    static var controls: Topic { Topic(
        id: "controls", title: "Buttons and links", summary: "Real `<button>` and `<a>` elements, usable without JavaScript.",
        examples: [
            Example("Buttons", file: "ButtonRow.swift", ButtonRow()),
            Example("Links", file: "LinkList.swift", LinkList()),
        ]) }
    static var formControls: Topic { Topic(
        id: "form-controls", title: "Controls", summary: "Toggles, pickers, fields, sliders, progress and disclosure as real, labelled HTML controls that work without JavaScript.",
        examples: [Example("Control gallery", file: "ControlGallery.swift", ControlGallery())]) }
    static var grids: Topic { Topic(
        id: "grids", title: "Grids", summary: "A `Grid` sizes each column to its widest cell and gives flexible cells the rest; lazy grids fit as many adaptive columns as their minimum allows.",
        examples: [
            Example("Seed 002's leaderboard", file: "Leaderboard.swift", LeaderboardExample()),
            Example("Adaptive columns", file: "PhotoGrid.swift", PhotoGrid()),
        ]) }
    static var customLayouts: Topic { Topic(
        id: "custom-layouts", title: "Custom layouts", summary: "Your own `Layout` runs at build time with every subview measured; the page switches its placements, `ViewThatFits`'s choice and a `GeometryReader`'s content by the width it gets.",
        examples: [
            Example("Seed 002's equal-width buttons and a podium that switches its layout on a tie", file: "Seed002Layouts.swift", Seed002LayoutsExample()),
            Example("A seating chart", file: "Seed000Seating.swift", SeatingChartExample()),
            Example("Flow, diagonal, reader and fitting layouts", file: "AdaptiveLayouts.swift", AdaptiveLayouts()),
        ]) }
    static var forms: Topic { Topic(
        id: "forms", title: "Forms", summary: "A party planner's settings: sections as cards of rows, labels leading and controls trailing.",
        examples: [
            Example("Party settings", file: "PartySettings.swift", PartySettings()),
        ]) }
    static var lists: Topic { Topic(
        id: "lists", title: "Lists", summary: "Rows in sections, in the look of the list style; a selectable list marks its selection.",
        examples: [
            Example("List styles and selection", file: "ListStyles.swift", ListStyles()),
        ]) }
    static var placesTable: Topic { Topic(
        id: "places-table", title: "Places table", summary: "A `Table` is an HTML table: the sorted column's header shows its direction; in a narrow width only the first column shows.",
        examples: [
            Example("Places table", file: "PlacesTable.swift", PlacesTableExample()),
            Example("Sections and selection", file: "PlacesSelection.swift", PlacesSelection()),
        ]) }
    static var charts: Topic { Topic(
        id: "charts", title: "Party planner charts", summary: "A party planner's Swift Charts, as written for Apple's platforms: inline SVG built with the page, no JavaScript, with the data as a table one click away.",
        examples: [
            Example("Tasks remaining per day", file: "TasksBarChart.swift", TasksBarChart()),
            Example("Lines by category, with symbols", file: "TasksLineChart.swift", TasksLineChart()),
            Example("Annotations and the goal rule", file: "TasksGoalChart.swift", TasksGoalChart()),
        ]) }
    static var chartGallery: Topic { Topic(
        id: "chart-gallery", title: "Chart gallery", summary: "Every mark type, with the encodings, scales and axes Swift Charts offers.",
        examples: [
            Example("Bars", file: "ChartBars.swift", ChartBars()),
            Example("Lines and areas", file: "ChartLines.swift", ChartLines()),
            Example("Points, symbols and a log scale", file: "ChartPoints.swift", ChartPoints()),
            Example("Rectangles and rule ranges", file: "ChartRulesAndRectangles.swift", ChartRulesAndRectangles()),
            Example("Pie and donut", file: "ChartSectors.swift", ChartSectors()),
        ]) }
    static var presentations: Topic { Topic(
        id: "presentations", title: "Sheets, alerts and menus", summary: "`sheet`, `popover`, `alert`, `confirmationDialog` and `Menu` as `<dialog>` and popovers opened by their buttons, without JavaScript.",
        examples: [
            Example("Presentations", file: "PresentationGallery.swift", PresentationGallery()),
        ]) }
    static var accessibility: Topic { Topic(
        id: "accessibility", title: "Accessibility", summary: "Headings, labels and hidden decoration, as assistive technology reads them.",
        examples: [
            Example("Headings and labels", file: "AccessibleRating.swift", AccessibleRating()),
        ]) }
    static var environment: Topic { Topic(
        id: "environment", title: "Environment and state", summary: "The environment flows down; `@State` changes as the reader taps, every state written at build time.",
        examples: [
            Example("Environment", file: "EnvironmentFont.swift", EnvironmentFont()),
            Example("State and bindings", file: "StateCounter.swift", StateCounter()),
            Example("A toggle that reveals", file: "StateReveal.swift", StateReveal()),
            Example("A picker that switches a chart", file: "StateChartPicker.swift", StateChartPicker()),
            Example("A list of favourites", file: "StateFavourites.swift", StateFavourites()),
        ]) }
    static var partyPlanner: Topic { Topic(
        id: "party-planner", title: "Party planner", summary: "A SwiftUI party planner app's views, compiled with only the import changed.",
        examples: [
            Example("The seed's views and models", file: "Seed000Views.swift", AddressView(Location(firstLine: "One Apple Park Way", secondLine: "Cupertino, CA 95014"))),
            Example("FoodRow", file: "PartyFood.swift", PartyFoodList()),
            Example("TaskLabel", file: "PartyTasks.swift", PartyTaskList()),
        ]) }
    static var symbols: Topic { Topic(
        id: "symbols", title: "Symbols", summary: "`Image(systemName:)` draws an open icon from [Lucide](https://lucide.dev) (ISC licence) for over 3,000 SF Symbol names: sized by the font and `imageScale`, tinted by the foreground style, in layers for `symbolRenderingMode`.",
        examples: [
            Example("Rendering modes (seed 001)", file: "Seed001SymbolModes.swift", SymbolRenderingModes.ContentView()),
            Example("Variants (seed 001)", file: "Seed001SymbolVariants.swift", SymbolVariantsSample.ContentView()),
            Example("Every name", file: "SymbolGallery.swift", SymbolGallery()),
        ]) }
    static var stylesAndEffects: Topic { Topic(
        id: "styles-and-effects", title: "Styles and effects", summary: "Gradients of every kind, hierarchical styles that follow the foreground, materials that blur what is behind them, and effects applied in modifier order.",
        examples: [
            Example("Materials (seed 001)", file: "Seed001Materials.swift", ColorList().frame(height: 220)),
            Example("Gradients", file: "GradientKinds.swift", GradientKinds()),
            Example("Hierarchical styles", file: "HierarchicalStyles.swift", HierarchicalStyles()),
            Example("Materials", file: "MaterialCards.swift", MaterialCards()),
            Example("Effects in order", file: "EffectOrder.swift", EffectOrder()),
        ]) }
    static var safeAreas: Topic { Topic(
        id: "safe-areas", title: "Safe areas and images", summary: "A `safeAreaInset` bar stays at its edge while the content scrolls under it and never covers the end; `AsyncImage` loads lazily over its placeholder, which stays if the image never loads.",
        examples: [
            Example("Seed 001's safe area inset", file: "Seed001SafeAreaInset.swift", SafeAreaInsetSample.ContentView().frame(height: 420)),
            Example("Seed 001's AsyncImage", file: "Seed001AsyncImage.swift", AsyncImageSample.ContentView()),
            Example("Seed 001's AsyncImage with a custom placeholder", file: "Seed001AsyncImagePlaceholder.swift", AsyncImagePlaceholderSample.ContentView()),
            Example("Seed 001's AsyncImage with animations and error handling", file: "Seed001AsyncImagePhases.swift", Contentiew()),
        ]) }
    static var pathsAndShapes: Topic { Topic(
        id: "paths-and-shapes", title: "Paths and shapes", summary: "Custom shapes from `path(in:)`, continuous and uneven corners, trims, masks and container-relative corners, drawn at build time as SVG and CSS.",
        examples: [
            Example("A star and a wave from path(in:)", file: "PathStarAndWave.swift", PathStarAndWave()),
            Example("Continuous, circular and uneven corners", file: "CornerStyles.swift", CornerStyles()),
            Example("A trimmed ring and a trimmed fill", file: "RingProgress.swift", RingProgress()),
            Example("Masks", file: "GradientMask.swift", GradientMask()),
            Example("ContainerRelativeShape", file: "ContainerCorners.swift", ContainerCorners()),
        ]) }
    static var canvas: Topic { Topic(
        id: "canvas", title: "Canvas", summary: "A `Canvas` renderer runs at build time and its drawing is written as inline SVG; a flexible canvas is drawn for each band of widths. `TimelineView` shows the build's date.",
        examples: [
            Example("Canvas", file: "Seed001Canvas.swift", CanvasSample.ContentView().frame(width: 320, height: 320)),
            Example("Canvas with gesture", file: "Seed001CanvasGesture.swift", CanvasGestureSample.ContentView().frame(width: 320, height: 320)),
            Example("Canvas with accessibility children", file: "Seed001CanvasAccessibility.swift", CanvasAccessibilitySample.ContentView().frame(width: 320, height: 320)),
            Example("Canvas with TimelineView", file: "Seed001CanvasTimeline.swift", CanvasTimelineSample.ContentView().frame(width: 320, height: 320)),
            Example("Text, gradients and transforms", file: "CanvasDial.swift", CanvasDial()),
        ]) }
    static var richGraphics: Topic { Topic(
        id: "rich-graphics", title: "Rich graphics", summary: "A gradient app: a gradient that fills the screen under a material bar that `safeAreaInset` keeps clear of the list, and sparkles drawn with `Canvas` in a `TimelineView`.",
        examples: [
            Example("The gradient app", file: "Seed003Gradients.swift", GradientApp()),
        ]) }
    static var richText: Topic { Topic(
        id: "rich-text", title: "Rich text and formatting", summary: "`AttributedString` runs with SwiftUI's attributes, Markdown parsed at build time, Text's spacing and line modifiers, and Foundation's format styles writing values as the page's locale does.",
        examples: [
            Example("Seed 001's Text", file: "Seed001HelloWorld.swift", MarkdownTextSample.HelloWorld()),
            Example("Seed 001's strong emphasis", file: "Seed001StrongEmphasis.swift", MarkdownTextSample.StrongEmphasis()),
            Example("Seed 001's links", file: "Seed001MarkdownLinks.swift", MarkdownTextSample.Links()),
            Example("Seed 001's inline code", file: "Seed001InlineCode.swift", MarkdownTextSample.InlineCode()),
            Example("Seed 001's AttributedString", file: "Seed001AttributedString.swift", AttributedStringSample.ContentView()),
            Example("Seed 001's list formatting", file: "Seed001ListFormatting.swift", ListFormattingSample.ContentView()),
            Example("Seed 001's text field formatting", file: "Seed001TextFieldFormatting.swift", TextFieldFormattingSample.ContentView()),
            Example("AttributedString runs", file: "AttributedTextRuns.swift", AttributedTextRuns()),
            Example("Text modifiers", file: "TextModifierGallery.swift", TextModifierGallery()),
            Example("Formatted values in two locales", file: "FormattedValues.swift", FormattedValues()),
        ]) }
    static var input: Topic { Topic(
        id: "input", title: "Input, search and sharing", summary: "Fields tell the browser which keyboard, autofill and return key they want and which one has the focus at load; `searchable` is a labelled search field with its suggestions, scopes and tokens, filtering as you type where a page opts in; `ShareLink` opens the share sheet and `PhotosPicker` the photo library.",
        examples: [
            Example("Seed 001's search", file: "Seed001Searchable.swift", SearchableSample.ContentView()),
            Example("Suggestions, scopes and filtering", file: "SearchSuggestions.swift", SearchSuggestions()),
            Example("Seed 001's text field prompts", file: "Seed001TextFieldPrompts.swift", TextFieldPromptsSample.ContentView()),
            Example("Keyboards, autofill and focus", file: "KeyboardAndAutofill.swift", KeyboardAndAutofill()),
            Example("Seed 001's keyboard toolbar", file: "Seed001KeyboardToolbar.swift", KeyboardToolbarSample.ContentView()),
            Example("Seed 001's focus state: keyboard dismissal", file: "Seed001FocusDismissal.swift", FocusDismissalSample.ContentView()),
            Example("Sharing and photos", file: "SharingAndPhotos.swift", SharingAndPhotos()),
        ]) }
    static var languages: Topic { Topic(
        id: "languages", title: "Languages", summary: "The site is built once per language its string catalog declares: English at the root, French under `/fr/`, each page with its `lang`, its alternates and a `LanguageSwitcher`; plurals follow each language's rules and values are written as its locale writes them.",
        examples: [
            Example("A page in two languages", file: "LocalizedGreeting.swift", LocalizedGreeting()),
        ]) }
}
