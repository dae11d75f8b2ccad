import Kiln

struct LayeredCard: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 220, height: 120)
            Text("Party Planner")
                .font(.title3)
                .bold()
                .foregroundStyle(.white)
                .padding()
        }
    }
}
