/// Times a closure over repeated runs and reports the median.
struct Stopwatch {
    /// Runs `body` at least `minimumRuns` times and for at least `minimumSeconds`, after one
    /// warm-up run, and returns the median duration in seconds.
    static func median(minimumRuns: Int = 5, minimumSeconds: Double = 0.5, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        let started = clock.now
        while samples.count < minimumRuns || seconds(clock.now - started) < minimumSeconds {
            let start = clock.now
            body()
            samples.append(seconds(clock.now - start))
            if samples.count >= 200 { break }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
