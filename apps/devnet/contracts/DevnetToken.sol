// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title DevnetToken
/// @notice An ERC-20 for local development chains: the number of decimals is chosen at deployment
/// and anyone may mint. Never deploy it to a public network.
contract DevnetToken is ERC20 {
    uint8 private immutable _tokenDecimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _tokenDecimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _tokenDecimals;
    }

    /// @notice Creates `amount` base units for `to`. Open to every caller on purpose (faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
