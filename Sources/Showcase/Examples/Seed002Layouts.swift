// Seed 002's custom layouts as the session notes write them, against the pre-release names
// (`ViewLayout`, `ViewLayoutKey`, `AnyViewLayout(HStack())`); only `import SwiftUI` became
// `import Kiln`. The notes leave out `MyEqualWidthVStack`, `Podium`, `Avatar`, `getOffset` and
// `rank(_:)`: those are ours, marked below.
import Kiln

struct MyEqualWidthHStack: ViewLayout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Return a size.
        guard !subviews.isEmpty else { return .zero }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place child views.
        guard !subviews.isEmpty else { return }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

// Ours: the vertical counterpart the session switches to when the row does not fit.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let widest = widestSize(subviews)
        let gaps = gaps(subviews)
        return CGSize(width: widest.width, height: widest.height * CGFloat(subviews.count) + gaps.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let widest = widestSize(subviews)
        let gaps = gaps(subviews)
        var y = bounds.minY + widest.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: ProposedViewSize(widest))
            y += widest.height + gaps[index]
        }
    }

    private func widestSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical) : 0
        }
    }
}

struct Buttons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
        }
    }
}

struct StackedButtons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                Buttons(pets: $pets)
            }
            MyEqualWidthVStack {
                Buttons(pets: $pets)
            }
        }
    }
}

private struct Rank: ViewLayoutKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    )  -> CGSize {
        // Take whatever space is offered.
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        let ranks = subviews.map { subview in
            subview[Rank.self]
        }
        let offset = getOffset(ranks)

        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    // Ours: turns the ring so that the first-ranked pet stands at the top.
    private func getOffset(_ ranks: [Int]) -> Double {
        guard let first = ranks.firstIndex(of: ranks.min() ?? 1) else { return 0 }
        return -Angle.degrees(360.0 / Double(ranks.count) * Double(first)).radians
    }
}

struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    var body: some View {
        let layout = isThreeWayTie ? AnyViewLayout(HStack()) : AnyViewLayout(MyRadialLayout())

        Podium() // Creates the background that shows ranks.
            .overlay(alignment: .top) {
                layout() {
                    ForEach(pets) { pet in
                        Avatar(pet: pet)
                            .rank(rank(pet))
                    }
                }
                .animation(.default, value: pets)
            }
    }

    // Ours: a pet's place by votes, 1 for the most.
    private func rank(_ pet: Pet) -> Int {
        pets.filter { $0.votes > pet.votes }.count + 1
    }
}

// Ours: the podium's steps, second, first and third, on a floor of fixed height.
struct Podium: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            step(2, height: 90)
            step(1, height: 130)
            step(3, height: 60)
        }
        .frame(maxWidth: .infinity, minHeight: 260, maxHeight: 260, alignment: .bottom)
        .background(.mint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }

    private func step(_ place: Int, height: CGFloat) -> some View {
        Text("\(place)")
            .font(.headline)
            .foregroundStyle(.secondary)
            .frame(width: 64, height: height, alignment: .top)
            .padding(.top, 8)
            .background(.mint.opacity(0.35), in: RoundedRectangle(cornerRadius: 6))
    }
}

// Ours: a pet's name and votes in a circle.
struct Avatar: View {
    var pet: Pet

    var body: some View {
        VStack(spacing: 2) {
            Text(pet.type).font(.caption.bold())
            Text("\(pet.votes)").font(.caption2)
        }
        .frame(width: 72, height: 72)
        .background(Circle().fill(.background))
        .overlay(Circle().stroke(.mint, lineWidth: 2))
    }
}

/// The voting buttons and the podium. Ours: the pets start a few votes from a three-way tie, and
/// the podium's layout switches to the `HStack` when one is reached, as the session shows.
struct Seed002LayoutsExample: View {
    @State private var pets = [Pet(type: "Cat", votes: 12), Pet(type: "Goldfish", votes: 10), Pet(type: "Dog", votes: 11)]

    var body: some View {
        VStack(spacing: 24) {
            StackedButtons(pets: $pets)
            Profile(pets: pets, isThreeWayTie: Set(pets.map(\.votes)).count == 1)
        }
    }
}
