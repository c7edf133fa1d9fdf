import Foundation
import InputFiles

extension PostgreSQLRows {
    /// A read the window needs.
    enum Plan: Sendable {
        /// A new window at this position (a jump).
        case jump(Int)
        /// The window read on past its end, or back before its start, to cover this position.
        case forward(to: Int)
        case backward(to: Int)
        /// The page starting at this position, by position (`OFFSET`: counted relations, `.offset` orders).
        case page(Int)
    }

    /// Asks for the rows around `position` to be read, unless they are being read: reads under way for other rows
    /// are dropped or cancelled on the server (they are no longer wanted).
    func request(_ position: Int) {
        let runSize = Self.runSize, reach = Self.reachRows
        let planned: (plan: Plan, generation: Int)? = state.withLock { state in
            guard position >= 0, position < state.count else { return nil }
            if let pending = state.pending, pending.contains(position) { return nil }
            let plan: Plan
            let range: Range<Int>
            if isCountExact || !order.isKeyed {
                let start = position / runSize * runSize
                plan = .page(start)
                range = start..<start + runSize
            } else if !state.rows.isEmpty, position >= state.end, position - state.end < reach {
                plan = .forward(to: position)
                range = state.end..<position + runSize
            } else if !state.rows.isEmpty, position < state.start, state.start - position < reach {
                plan = .backward(to: position)
                range = max(0, position - runSize)..<state.start
            } else {
                let start = position / runSize * runSize
                plan = .jump(start)
                range = start..<start + runSize
            }
            state.generation += 1
            state.pending = range
            return (plan, state.generation)
        }
        guard let planned else { return }
        worker.cancelRunning(unless: planned.generation)
        worker.submit(tag: planned.generation) { [weak self] connection in
            self?.run(planned.plan, generation: planned.generation, on: connection)
        }
    }

    /// Reads what `plan` needs and puts it in the window (on the worker's thread).
    private func run(_ plan: Plan, generation: Int, on connected: Result<PostgreSQLConnection, InputError>) {
        let attempt = { [self] () -> Result<Bool, PostgreSQLConnection.Failure> in
            Result { () throws(PostgreSQLConnection.Failure) -> Bool in
                let connection: PostgreSQLConnection
                switch connected {
                case .success(let made): connection = made
                case .failure(let error):
                    throw PostgreSQLConnection.Failure(message: error.message, connectionLost: true)
                }
                let reader = PostgreSQLReader(relation: relation, order: order, connection: connection).filtered(
                    by: filter)
                return try read(plan, reader: reader, generation: generation, on: connection)
            }
        }
        var outcome = attempt()
        // A cancel request travels on a thread of its own: one meant for the read before this one can arrive while
        // this one runs. The newest read is never the one meant, so it is read again.
        if case .failure(let failure) = outcome, failure.wasCancelled, state.withLock({ $0.generation == generation }) {
            outcome = attempt()
        }
        let notify: (@Sendable (PostgreSQLRows, Bool) -> Void)? = state.withLock { state in
            let isCurrent = state.generation == generation
            switch outcome {
            case .success:
                state.error = nil
            case .failure(let failure) where failure.wasCancelled && !isCurrent:
                break
            case .failure(let failure):
                state.error = location.error(failure.message)
                state.isStale = state.isStale || failure.relationChanged
            }
            if isCurrent { state.pending = nil }
            return state.onChange
        }
        arrived.withLock { arrived.broadcast() }
        if case .success(let countChanged) = outcome { notify?(self, countChanged) } else { notify?(self, false) }
    }

    /// `plan`'s reads; true when the count changed.
    private func read(
        _ plan: Plan, reader: PostgreSQLReader, generation: Int,
        on connection: PostgreSQLConnection
    ) throws(PostgreSQLConnection.Failure) -> Bool {
        let runSize = Self.runSize
        let isStale: () -> Bool = { [state] in state.withLock { $0.generation != generation } }
        switch plan {
        case .page(let start):
            let rows = try reader.readPage(offset: start, limit: runSize, on: connection)
            return state.withLock { state in
                if start == state.end {
                    state.rows += rows
                } else if start + runSize == state.start && rows.count == runSize {
                    state.rows = rows + state.rows
                    state.start = start
                } else {
                    state.start = start
                    state.rows = rows
                }
                trim(&state, around: start)
                // A page short of its size ends the rows (a count that was estimated, or rows deleted since).
                if rows.count < runSize, state.count != start + rows.count,
                    !(rows.isEmpty && start == 0 && state.count == 0)
                {
                    state.count = start + rows.count
                    return true
                }
                return false
            }
        case .jump(let position):
            let (from, forward) = try jumpStart(position, reader: reader, on: connection)
            let run = try reader.read(
                from: from, forward: forward, limit: runSize, on: connection, isCancelled: isStale)
            return state.withLock { state in
                guard state.generation == generation else { return false }
                if forward {
                    state.start = position
                    state.rows = run.rows
                    if run.reachedEdge { return end(&state, at: position + run.rows.count) }
                } else {
                    state.rows = run.rows.reversed()
                    state.start = state.count - run.rows.count
                    if run.reachedEdge, state.start != 0 { return shift(&state) }
                }
                return false
            }
        case .forward(let target):
            guard let (last, end) = state.withLock({ state in state.rows.last.map { ($0, state.end) } }) else {
                return false
            }
            let run = try reader.read(
                from: .row(last), forward: true, limit: max(runSize, target - end + runSize / 2),
                on: connection, isCancelled: isStale)
            return state.withLock { state in
                guard state.end == end, state.rows.last?.address == last.address else { return false }
                state.rows += run.rows
                trim(&state, around: target)
                if run.reachedEdge { return self.end(&state, at: state.end) }
                if state.end > state.count {
                    state.count = state.end + runSize  // more rows than estimated: the end moves on
                    return true
                }
                return false
            }
        case .backward(let target):
            guard let (first, start) = state.withLock({ state in state.rows.first.map { ($0, state.start) } }) else {
                return false
            }
            let run = try reader.read(
                from: .row(first), forward: false, limit: max(runSize, start - target + runSize / 2),
                on: connection, isCancelled: isStale)
            return state.withLock { state in
                guard state.start == start, state.rows.first?.address == first.address else { return false }
                state.rows = run.rows.reversed() + state.rows
                state.start = start - run.rows.count
                trim(&state, around: target)
                if state.start < 0 || (run.reachedEdge && state.start != 0) { return shift(&state) }
                return false
            }
        }
    }

    /// Where a window at `position` starts reading: the order's first rows, its last (read back from the end),
    /// or the heap block or value `position` is estimated at.
    private func jumpStart(
        _ position: Int, reader: PostgreSQLReader,
        on connection: PostgreSQLConnection
    ) throws(PostgreSQLConnection.Failure) -> (PostgreSQLRunStart, Bool) {
        let count = self.count
        if position == 0 { return (.edge, true) }
        if position + Self.runSize >= count { return (.edge, false) }
        let fraction = Double(position) / Double(count)
        switch order {
        case .table, .offset:
            return (.block(Int(fraction * Double(relation.blocks))), true)
        case .column:
            var keys = state.withLock { $0.keys }
            if keys == nil {
                keys = try reader.sampleKeys(on: connection)
                state.withLock { $0.keys = keys }
            }
            guard let keys, !keys.keys.isEmpty else { return (.block(Int(fraction * Double(relation.blocks))), true) }
            let present = 1 - keys.missing
            if fraction < present {
                return (
                    .value(keys.keys[min(keys.keys.count - 1, Int(fraction / present * Double(keys.keys.count)))]), true
                )
            }
            return (.block(Int((fraction - present) / max(keys.missing, 1e-9) * Double(relation.blocks))), true)
        }
    }

    /// The order ends at `end`: the count becomes `end` (true when it changed).
    private func end(_ state: inout State, at end: Int) -> Bool {
        guard state.count != end else { return false }
        state.count = end
        return true
    }

    /// The window reached the order's first row away from position 0, or rows before position 0: its rows move so
    /// that the first row is at 0, and the count with them.
    private func shift(_ state: inout State) -> Bool {
        state.count -= state.start
        state.start = 0
        return true
    }

    /// Lets go of the window's rows farthest from `position` past `windowLimit`.
    private func trim(_ state: inout State, around position: Int) {
        let excess = state.rows.count - Self.windowLimit
        guard excess > 0 else { return }
        if position - state.start > state.end - position {
            state.rows.removeFirst(excess)
            state.start += excess
        } else {
            state.rows.removeLast(excess)
        }
    }
}

extension PostgreSQLReader {
    /// This reader with `filter` on every read.
    func filtered(by filter: (sql: String, parameters: [String?])?) -> PostgreSQLReader {
        var reader = self
        reader.filter = filter
        return reader
    }
}
