import Kiln

struct AddressView: View {
    private let location: Location

    init(_ location: Location) {
        self.location = location
    }

    var body: some View {
        VStack {
            Text(location.firstLine)
            Text(location.secondLine)
        }
    }
}

struct Location {
    let firstLine: String
    let secondLine: String
}
