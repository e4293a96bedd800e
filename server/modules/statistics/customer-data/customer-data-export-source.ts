// /customer-data tables through the export center: by employee and by day (newest first, as
// the page shows them), the page's period and department.
import {
  customerDataQuerySchema,
  EMPLOYEE_FIGURES,
} from '../../../../contract/statistics/customer-data';
import type { EmployeeFigures } from '../../../../contract/statistics/customer-data';
import { figuresOf, percentFigure, statisticsExportSource } from '../shared/statistics-export';
import { readCustomerData } from './customer-data-queries';

const cells = (row: EmployeeFigures) => ({
  ...figuresOf(row, EMPLOYEE_FIGURES),
  reply_rate: percentFigure(row.reply_rate),
});

export const customerDataEmployeesExportSource = statisticsExportSource({
  schema: customerDataQuerySchema,
  read: readCustomerData,
  rows: (report) =>
    report.employees.map((row) => ({
      name: row.name,
      department: row.department || '-',
      ...cells(row),
    })),
});

export const customerDataDaysExportSource = statisticsExportSource({
  schema: customerDataQuerySchema,
  read: readCustomerData,
  rows: (report) => [...report.days].reverse().map((row) => ({ day: row.day, ...cells(row) })),
});
