import Foundation
import InputFiles

/// A thread of its own with a connection of its own, running one job at a time for a relation's rows: the
/// window's thread never waits on the network. A job no longer wanted is dropped before it starts, and the one
/// running is cancelled on the server (`cancelRunning`): the user scrolled on, typed another letter, or closed the
/// table (`stop`).
final class PostgreSQLWorker: @unchecked Sendable {
    /// Runs on the worker's thread with its connection (nil when it cannot connect: the job reports the error).
    typealias Job = @Sendable (Result<PostgreSQLConnection, InputError>) -> Void

    private let location: PostgreSQLLocation
    private let condition = NSCondition()
    /// The next job (a newer one replaces it) and whether the worker is to stop; guarded by `condition`.
    private var next: Job?
    private var isStopped = false
    private var isRunning = false
    /// The tag of the job waiting and of the job running.
    private var nextTag = 0
    private var runningTag = 0
    /// The connection, made on the worker's thread at its first job and kept; shared with `cancelRunning`.
    private var connection: PostgreSQLConnection?

    init(location: PostgreSQLLocation, connection: PostgreSQLConnection? = nil) {
        self.location = location
        self.connection = connection
        let thread = Thread { [self] in run() }
        thread.name = "lattice-postgresql"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Runs `job` after the one running, replacing any job still waiting (it was for rows no longer wanted);
    /// `tag` names it for `cancelRunning(unless:)`.
    func submit(tag: Int = 0, _ job: @escaping Job) {
        condition.withLock {
            next = job
            nextTag = tag
            condition.signal()
        }
    }

    /// Whether a job is running or waiting.
    var isBusy: Bool { condition.withLock { isRunning || next != nil } }

    /// Asks the server to stop the query running now, unless it is the job tagged `tag` (its job sees the query
    /// fail as cancelled). The request is sent from a thread of its own: a cancel request is a connection to the
    /// server, and the caller may be the window's thread, which never waits on the network.
    func cancelRunning(unless tag: Int) {
        let connection = condition.withLock { isRunning && runningTag != tag ? self.connection : nil }
        if let connection { Self.cancel(connection) }
    }

    /// Sends `connection`'s cancel request from a thread of its own.
    private static func cancel(_ connection: PostgreSQLConnection) {
        Thread.detachNewThread { connection.cancel() }
    }

    /// Stops the worker: the waiting job is dropped, the running query cancelled, the connection closed.
    func stop() {
        let connection = condition.withLock {
            isStopped = true
            next = nil
            condition.signal()
            return isRunning ? self.connection : nil
        }
        if let connection { Self.cancel(connection) }
    }

    private func run() {
        while true {
            condition.lock()
            while next == nil && !isStopped { condition.wait() }
            guard !isStopped, let job = next else {
                condition.unlock()
                break
            }
            next = nil
            isRunning = true
            runningTag = nextTag
            let existing = connection
            condition.unlock()
            let connected: Result<PostgreSQLConnection, InputError>
            if let existing {
                connected = .success(existing)
            } else {
                connected = Result { () throws(InputError) in try PostgreSQLConnection(location) }
                if case .success(let made) = connected { condition.withLock { connection = made } }
            }
            job(connected)
            condition.withLock { isRunning = false }
        }
        condition.withLock { connection = nil }
    }
}
