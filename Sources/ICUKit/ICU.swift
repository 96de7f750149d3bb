import CICUShim
