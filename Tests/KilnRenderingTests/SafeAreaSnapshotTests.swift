import Foundation
import Kiln
import KilnTesting
import Testing

/// safeAreaInset bars, views that ignore the safe area, and AsyncImage in each of its forms.
struct SafeAreaSnapshotTests {
    @Test func aBottomBarSticksUnderAScrollingList() {
        assertSnapshot(of: List {
            ForEach(1...3, id: \.self) { Text("Row \($0)") }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("3 rows").frame(maxWidth: .infinity).padding().background(.yellow)
        })
    }

    @Test func aTopBarInsideAScrollViewOfBoundedHeight() {
        assertSnapshot(of: ScrollView {
            Text("Content")
        }
        .safeAreaInset(edge: .top, alignment: .leading) { Text("Bar") }
        .frame(height: 200))
    }

    @Test func withoutScrollingTheBarTakesItsRoomBesideTheView() {
        assertSnapshot(of: Color.blue
            .safeAreaInset(edge: .trailing, alignment: .top, spacing: 4) { Text("Side") }
            .frame(width: 200, height: 100))
    }

    @Test func aFullBleedBackgroundIgnoresTheSafeArea() {
        assertSnapshot(of: VStack {
            Text("Title")
        }
        .frame(maxWidth: .infinity)
        .background(Color.mint.ignoresSafeArea(edges: .top))
        .edgesIgnoringSafeArea(.horizontal))
    }

    @Test func asyncImageWithItsDefaultPlaceholder() {
        assertSnapshot(of: AsyncImage(url: URL(string: "https://example.com/photo.png"))
            .frame(width: 400, height: 266)
            .accessibilityLabel("A recruit"))
    }

    @Test func asyncImageWithContentAndPlaceholder() {
        assertSnapshot(of: AsyncImage(url: URL(string: "photos/1.jpg")) { image in
            image.resizable().aspectRatio(contentMode: .fill)
        } placeholder: {
            Color.red.opacity(0.2)
        }
        .frame(width: 200, height: 120)
        .accessibilityLabel("A recruit"))
    }

    @Test func asyncImageByPhase() {
        assertSnapshot(of: AsyncImage(url: URL(string: "photos/2.jpg"), transaction: .init(animation: .spring())) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image.resizable().scaledToFit()
            case .failure:
                Text("Error")
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 120, height: 120)
        .accessibilityLabel("Avatar"))
    }
}
