import KilnTree

/// One preview a `PreviewProvider` shows: as in Xcode, each view at the top of `previews` — the
/// views of a `Group`, a `ViewBuilder` list or a `ForEach` — is a preview of its own, named and
/// sized by its preview modifiers.
nonisolated package struct PreviewVariant {
    package var traits: PreviewVariantTraits
    package var content: any View
}

/// The previews `view` holds when it is a provider's `previews`.
package func previewVariants(of view: some View) -> [PreviewVariant] {
    var variants: [PreviewVariant] = []
    collectPreviewVariants(of: view, to: &variants, traits: PreviewVariantTraits())
    return variants
}

func collectPreviewVariants<V: View>(of view: V, to variants: inout [PreviewVariant], traits: PreviewVariantTraits) {
    if let list = view as? any PreviewVariantList {
        list.appendPreviewVariants(to: &variants, traits: traits)
    } else {
        variants.append(PreviewVariant(traits: traits, content: view))
    }
}

/// A view that stands for several previews, or passes traits on to the previews inside it.
nonisolated protocol PreviewVariantList {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits: PreviewVariantTraits)
}

nonisolated extension PreviewTraitsView: PreviewVariantList {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits outer: PreviewVariantTraits) {
        collectPreviewVariants(of: content, to: &variants, traits: traits.inheriting(outer))
    }
}

nonisolated extension TupleView: PreviewVariantList {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits: PreviewVariantTraits) {
        for child in repeat each value {
            collectPreviewVariants(of: child, to: &variants, traits: traits)
        }
    }
}

nonisolated extension Group: PreviewVariantList {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits: PreviewVariantTraits) {
        collectPreviewVariants(of: content, to: &variants, traits: traits)
    }
}

nonisolated extension ForEach: PreviewVariantList where Content: View {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits: PreviewVariantTraits) {
        for element in data {
            collectPreviewVariants(of: content(element), to: &variants, traits: traits)
        }
    }
}

nonisolated extension _ConditionalContent: PreviewVariantList {
    func appendPreviewVariants(to variants: inout [PreviewVariant], traits: PreviewVariantTraits) {
        switch storage {
        case .trueContent(let content): collectPreviewVariants(of: content, to: &variants, traits: traits)
        case .falseContent(let content): collectPreviewVariants(of: content, to: &variants, traits: traits)
        }
    }
}
