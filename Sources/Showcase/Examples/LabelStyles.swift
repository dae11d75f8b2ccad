import Kiln

struct LabelStyles: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Party Planner", systemImage: "party.popper")
            Label {
                Text("Custom icon")
            } icon: {
                Circle().fill(.green).frame(width: 12, height: 12)
            }
        }
    }
}
