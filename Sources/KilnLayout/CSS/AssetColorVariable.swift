/// The custom property that holds an asset catalog's colour: `Color("Sea Foam")` reads
/// `--k-c-sea-foam`, which the site defines from `Assets/Sea Foam.colorset`.
package func assetColorVariable(_ name: String) -> String {
    var slug = ""
    for scalar in name.lowercased().unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            slug.unicodeScalars.append(scalar)
        } else if !slug.isEmpty && !slug.hasSuffix("-") {
            slug += "-"
        }
    }
    return "--k-c-" + slug
}
