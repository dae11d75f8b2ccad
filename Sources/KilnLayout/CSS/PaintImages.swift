import KilnTree

extension Paint {
    /// The paint with each `ImagePaint` told where its asset is and how large it is, which
    /// only the site knows (`LayoutOptions`).
    func resolvingImages(_ options: LayoutOptions) -> Paint {
        switch self {
        case .image(var image):
            image.url = options.assetURL(image.asset)
            if let size = options.imageSizes[image.asset] {
                image.naturalWidth = size.width
                image.naturalHeight = size.height
            }
            return .image(image)
        case .opacity(let inner, let amount): return .opacity(inner.resolvingImages(options), amount)
        case .shadow(let inner, let shadow): return .shadow(inner.resolvingImages(options), shadow)
        default: return self
        }
    }
}

extension Paint {
    /// An `ImagePaint`, under any opacity or shadow.
    var isImage: Bool {
        switch self {
        case .image: true
        case .opacity(let inner, _), .shadow(let inner, _): inner.isImage
        default: false
        }
    }
}

extension ShapeDrawing {
    func resolvingImages(_ options: LayoutOptions) -> ShapeDrawing {
        switch self {
        case .fill(let paint): .fill(paint?.resolvingImages(options))
        case .stroke(let paint, let lineWidth, let dash, let inside, let line):
            .stroke(paint?.resolvingImages(options), lineWidth: lineWidth, dash: dash, inside: inside, line: line)
        }
    }
}
