// Registers the /super-radar strings with the pages that show them (issue #20).
import { registerMessages } from '../translate';
import { materialSuperRadarEn } from './material-super-radar.en';
import { materialSuperRadarZhCN } from './material-super-radar.zh-cn';

registerMessages(materialSuperRadarZhCN, materialSuperRadarEn);
