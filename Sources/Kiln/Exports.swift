// `import Kiln` gives a user the whole vocabulary: the views, modifiers and environment of the
// DSL, the value types they use, the renderer, and the site generator behind `App`.
@_exported import KilnRendering
@_exported import KilnSite
@_exported import KilnTree
@_exported import KilnViews
