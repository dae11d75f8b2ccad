import KilnCharts
import Testing

@Test func chartsModuleLinks() {}
