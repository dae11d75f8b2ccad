// `import Kiln` gives a user the whole vocabulary: the views, modifiers and environment of the
// DSL, the value types they use, and the renderer.
@_exported import KilnRendering
@_exported import KilnTree
@_exported import KilnViews
