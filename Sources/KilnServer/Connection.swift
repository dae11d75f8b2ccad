/// One client connection, run on its own thread: reads request heads within the request time-out,
/// answers them, and keeps the connection while the client wants it; in development mode
/// `GET /_kiln/events` turns it into an event stream until the client or the server goes.
struct Connection {
    let socket: ClientSocket
    let responder: SiteResponder
    let limits: ServerLimits
    let date: HTTPDate

    func run() {
        var parser = RequestParser(limits: limits)
        var buffer = [UInt8](repeating: 0, count: 8 * 1024)
        while true {
            let deadline = Deadline.after(limits.requestTimeout)
            var result = parser.next()
            while result == .needsMore {
                switch buffer.withUnsafeMutableBytes({ socket.read(into: $0, before: deadline) }) {
                case .read(let count):
                    buffer.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    result = parser.next()
                case .closed:
                    return
                case .timedOut:
                    // A client that started a request and stalled is told so; an idle one is just closed.
                    if parser.hasPartialRequest { answerAndClose(.text(.requestTimeout, "The request took too long.")) }
                    return
                }
            }
            switch result {
            case .needsMore:
                return  // Not reached: the loop above ends only with a request or a failure.
            case .failure(let status):
                answerAndClose(.text(status, status.reason + "."))
                return
            case .request(let request):
                switch responder.respond(to: request) {
                case .eventStream(let since, let pages):
                    stream(since: since, pages: pages)
                    return
                case .response(var response):
                    response.closesConnection = response.closesConnection || !request.keepsAlive || request.hasBody
                    if response.closesConnection {
                        answerAndClose(response, includingBody: request.method != "HEAD")
                        return
                    }
                    guard send(response, includingBody: request.method != "HEAD") else { return }
                }
            }
        }
    }

    private func send(_ response: Response, includingBody: Bool) -> Bool {
        let head = response.head(date: date.now)
        switch includingBody ? response.body : .empty {
        case .empty, .stream:
            return socket.write(head)
        case .bytes(let body):
            return socket.write(head, more: true) && socket.write(body)
        case .file(let file):
            return socket.write(head, more: file.size > 0) && socket.write(file)
        }
    }

    private func answerAndClose(_ response: Response, includingBody: Bool = true) {
        var response = response
        response.closesConnection = true
        if send(response, includingBody: includingBody) { socket.drain(before: .after(limits.lingerTimeout)) }
    }

    /// Holds the connection as an event stream: the channel writes events to it; this thread sends
    /// the heartbeat and notices when the client leaves (or `stop()` shuts the socket).
    private func stream(since version: String?, pages: [String]) {
        guard let channel = responder.channel else { return }
        let head = Response(
            status: .ok,
            fields: [
                HeaderField(name: "Content-Type", value: "text/event-stream"),
                HeaderField(name: "Cache-Control", value: "no-store"),
            ],
            body: .stream
        ).head(date: date.now)
        guard channel.open(socket.descriptor, head: head, since: version, pages: pages) else { return }
        defer { channel.close(socket.descriptor) }
        var scratch = [UInt8](repeating: 0, count: 512)
        while true {
            switch scratch.withUnsafeMutableBytes({ socket.read(into: $0, before: .after(limits.heartbeatInterval)) }) {
            case .read: continue
            case .closed: return
            case .timedOut: guard channel.heartbeat(socket.descriptor) else { return }
            }
        }
    }
}
