// Seed 001's AttributedString sample ("What's new in SwiftUI", 27:37), as the session wrote it; only
// `import SwiftUI` became `import Kiln`, and its ContentView lives in `AttributedStringSample`. The
// date is the day the site is built, its weekday drawn in orange.
import Kiln

enum AttributedStringSample {
struct ContentView: View {
    var body: some View {
        Text(formattedDate)
    }

    var formattedDate: AttributedString {
        var formattedDate: AttributedString = Date().formatted(Date.FormatStyle().day().month(.wide).weekday(.wide).attributed)

        let weekday = AttributeContainer.dateField(.weekday)
        let color = AttributeContainer.foregroundColor(.orange)
        formattedDate.replaceAttributes(weekday, with: color)

        return formattedDate
    }
}
}
