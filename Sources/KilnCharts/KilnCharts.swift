// KilnCharts: the chart stage. It reads a lowered chart (`ChartSpec` in KilnTree) and decides
// scales, ticks, axes, legends and marks; the layout stage turns its drawing into elements.
