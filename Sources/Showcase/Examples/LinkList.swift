import Foundation
import Kiln

struct LinkList: View {
    var body: some View {
        VStack(alignment: .leading) {
            Link("Swift.org", destination: URL(string: "https://swift.org")!)
            Link(destination: URL(string: "https://developer.apple.com/documentation/swiftui")!) {
                Label("SwiftUI documentation", systemImage: "book")
            }
        }
    }
}
