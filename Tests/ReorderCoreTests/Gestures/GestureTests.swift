import Testing

@testable import ReorderCore

private let origin = Point(x: 4, y: 2)

private func ms(_ n: Int) -> Duration { .milliseconds(n) }

@Suite struct LongPressRecognizerTests {
  @Test func holdingBeginsAfterTheDelayThenChangesAndEnds() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    #expect(r.down(at: origin, time: ms(0)) == [])
    #expect(r.deadline == ms(500))
    #expect(r.tick(ms(499)) == [])
    #expect(r.tick(ms(500)) == [.began(origin)])
    #expect(r.state == .active)
    #expect(r.moved(to: Point(x: 4, y: 3), time: ms(600)) == [.changed(Point(x: 4, y: 3))])
    #expect(r.moved(to: Point(x: 4, y: 3), time: ms(610)) == [], "no change, no event")
    #expect(r.up(at: Point(x: 4, y: 5), time: ms(700)) == [.ended(Point(x: 4, y: 5))])
    #expect(r.state == .idle)
  }

  @Test func movingBeforeTheDelayFails() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = r.down(at: origin, time: ms(0))
    #expect(r.moved(to: Point(x: 4, y: 3), time: ms(100)) == [])
    #expect(r.state == .failed)
    #expect(r.tick(ms(900)) == [], "a failed gesture never begins")
    #expect(r.deadline == nil)
    #expect(r.up(at: origin, time: ms(1000)) == [])
    #expect(r.state == .idle)
  }

  @Test func allowableMovementToleratesSmallWobble() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500), allowableMovement: 1)
    _ = r.down(at: origin, time: ms(0))
    _ = r.moved(to: Point(x: 5, y: 3), time: ms(100))
    #expect(r.state == .possible)
    _ = r.moved(to: Point(x: 6, y: 3), time: ms(200))
    #expect(r.state == .failed)
  }

  @Test func aTapFailsWithoutEvents() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = r.down(at: origin, time: ms(0))
    #expect(r.up(at: origin, time: ms(100)) == [])
    #expect(r.state == .idle)
  }

  @Test func zeroDelayBeginsOnPress() {
    var r = LongPressRecognizer(minimumPressDuration: .zero)
    #expect(r.down(at: origin, time: ms(0)) == [.began(origin)])
    #expect(r.up(at: origin, time: ms(10)) == [.ended(origin)])
  }

  @Test func lateSamplesStillBeginFirst() {
    // No tick arrived in time; the next movement or release begins it.
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = r.down(at: origin, time: ms(0))
    #expect(r.moved(to: Point(x: 4, y: 4), time: ms(800)) == [.began(origin), .changed(Point(x: 4, y: 4))])
    var s = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = s.down(at: origin, time: ms(0))
    #expect(s.up(at: origin, time: ms(800)) == [.began(origin), .ended(origin)])
  }

  @Test func cancelDuringAndBeforeTheGesture() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = r.down(at: origin, time: ms(0))
    _ = r.tick(ms(500))
    #expect(r.cancel() == [.cancelled])
    #expect(r.moved(to: Point(x: 1, y: 1), time: ms(600)) == [], "no changes after cancel")
    #expect(r.up(at: origin, time: ms(700)) == [], "no end after cancel")
    _ = r.down(at: origin, time: ms(1000))
    #expect(r.cancel() == [], "cancelling a possible gesture fails it quietly")
    #expect(r.tick(ms(2000)) == [])
  }
}

@Suite struct KeyHoldTests {
  @Test func toggleWithoutReleaseReports() {
    var k = KeyHold(reportsReleases: false)
    #expect(k.press(at: origin, time: ms(0)) == [.began(origin)])
    #expect(k.move(to: Point(x: 0, y: 5)) == [.changed(Point(x: 0, y: 5))])
    #expect(k.press(at: origin, time: ms(1000)) == [], "a drop waits to rule out autorepeat")
    #expect(k.deadline == ms(1120))
    #expect(k.tick(ms(1119)) == [])
    #expect(k.tick(ms(1120)) == [.ended(origin)])
    #expect(!k.isLifted)
  }

  @Test func anAutorepeatBurstNeverDrops() {
    var k = KeyHold(reportsReleases: false)
    _ = k.press(at: origin, time: ms(0))
    // X autorepeat: first repeat after 660 ms, then every 40 ms.
    var t = 660
    for _ in 0..<30 {
      #expect(k.press(at: origin, time: ms(t)) == [])
      #expect(k.tick(ms(t + 39)) == [])
      t += 40
    }
    #expect(k.tick(ms(t + 1000)) == [], "the burst ended; still lifted")
    #expect(k.isLifted)
    // Console autorepeat: 250 ms, then ~90 ms.
    var c = KeyHold(reportsReleases: false)
    _ = c.press(at: origin, time: ms(0))
    t = 250
    for _ in 0..<10 {
      #expect(c.press(at: origin, time: ms(t)) == [])
      t += 90
      #expect(c.tick(ms(t - 1)) == [])
    }
    #expect(c.isLifted)
  }

  @Test func otherInputResolvesAPendingDrop() {
    var k = KeyHold(reportsReleases: false)
    _ = k.press(at: origin, time: ms(0))
    _ = k.press(at: origin, time: ms(1000))
    #expect(k.resolvePending() == [.ended(origin)])
    #expect(!k.isLifted)
  }

  @Test func holdAndReleaseWithKittyReports() {
    var k = KeyHold(reportsReleases: true)
    #expect(k.press(at: origin, time: ms(0)) == [.began(origin)])
    #expect(k.repeatPress(time: ms(700)) == [])
    #expect(k.press(at: origin, time: ms(800)) == [], "a press while held never drops")
    #expect(k.release(at: Point(x: 0, y: 7), time: ms(900)) == [.ended(Point(x: 0, y: 7))])
    #expect(k.release(at: origin, time: ms(950)) == [])
  }

  @Test func cancelAndExplicitDrop() {
    var k = KeyHold()
    _ = k.press(at: origin, time: ms(0))
    #expect(k.cancel() == [.cancelled])
    #expect(k.cancel() == [])
    _ = k.press(at: origin, time: ms(100))
    #expect(k.drop(at: origin) == [.ended(origin)])
    #expect(k.drop(at: origin) == [])
  }
}

@Suite struct LongPressProgressTests {
  @Test func progressRunsFromThePressToTheDelay() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    #expect(r.progress(at: ms(0)) == nil, "no press")
    _ = r.down(at: origin, time: ms(1000))
    #expect(r.progress(at: ms(1000)) == 0)
    #expect(r.progress(at: ms(1125)) == 0.25)
    #expect(r.progress(at: ms(1499)) == 0.998)
    _ = r.tick(ms(1500))
    #expect(r.progress(at: ms(1500)) == nil, "began: no longer waiting")
  }

  @Test func stepsAreScheduledUpToTheDelay() {
    var r = LongPressRecognizer(minimumPressDuration: ms(500))
    _ = r.down(at: origin, time: ms(1000))
    #expect(r.nextStep(after: ms(1000), steps: 10) == ms(1050))
    #expect(r.nextStep(after: ms(1050), steps: 10) == ms(1100), "strictly after")
    #expect(r.nextStep(after: ms(1120), steps: 10) == ms(1150))
    #expect(r.nextStep(after: ms(1460), steps: 10) == ms(1500), "the last step is the deadline")
    #expect(r.nextStep(after: ms(1000), steps: 3) == .milliseconds(1000) + ms(500) / 3)
    _ = r.moved(to: Point(x: 9, y: 9), time: ms(1200))
    #expect(r.nextStep(after: ms(1200), steps: 10) == nil, "failed: no more steps")
  }
}
